import CircleCheck from 'lucide-react/icons/circle-check';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationKind } from '../api/types';
import './verification.css';

/**
 * Why it is worth it (DESIGN §4 and §6): organizations need KYB to start projects; a person's
 * KYC makes their support count fully (unverified supporters weigh 0.2) and unlocks referral rewards.
 */
export function WhyVerify({ kind }: { kind: VerificationKind }) {
  const { t } = useTranslation('trust');
  const headingId = useId();
  const reasons = kind === 'kyb' ? [t('why.kybProjects'), t('why.kybReferrals')] : [t('why.kycWeight'), t('why.kycReferrals')];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mp-h2 mp-verify-section-title">
        {t('why.title')}
      </h2>
      <ul className="mp-verify-reasons">
        {reasons.map((reason) => (
          <li key={reason} className="mp-verify-reason">
            <CircleCheck size={20} className="mp-verify-reason-icon" aria-hidden="true" />
            <span>{reason}</span>
          </li>
        ))}
      </ul>
      {kind === 'kyc' && <p className="mp-body2 mp-muted mp-verify-after">{t('why.kycOptional')}</p>}
    </section>
  );
}
