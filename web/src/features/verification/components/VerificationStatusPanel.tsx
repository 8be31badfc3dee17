import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { UtcTime } from '@/components/UtcTime';
import type { VerificationStatus } from '../api/types';
import './verification.css';

const SEVERITY = { not_verified: 'warning', pending: 'info', verified: 'success', rejected: 'error' } as const;

/** Where the identity stands: not verified, pending review, verified, or rejected with the reason. */
export function VerificationStatusPanel({ status, ref }: { status: VerificationStatus; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('trust');
  const text = {
    not_verified: t('status.notVerifiedText'),
    pending: t('status.pendingText'),
    verified: status.kind === 'kyb' ? t('status.verifiedTextKyb') : t('status.verifiedTextKyc'),
    rejected: t('status.rejectedText'),
  }[status.status];
  const title = {
    not_verified: t('status.notVerified'),
    pending: t('status.pending'),
    verified: t('status.verified'),
    rejected: t('status.rejected'),
  }[status.status];

  return (
    // The kit's Alert takes no ref: this frame takes the focus after a submission (the alert inside is read out).
    <div ref={ref} tabIndex={-1} className="mp-verify-status">
      <Alert severity={SEVERITY[status.status]} data-testid="verification-status">
        <h2 className="mp-verify-status-title">{t('status.heading', { status: title })}</h2>
        <p className="mp-body2">{text}</p>
        {status.status === 'rejected' && status.reason && (
          <p className="mp-body2 mp-verify-status-line">
            <strong>{t('status.reasonLabel')}</strong> <bdi>{status.reason}</bdi>
          </p>
        )}
        {status.status === 'rejected' && <p className="mp-body2 mp-verify-status-line">{t('status.resubmit')}</p>}
        {status.submitted_at && status.status !== 'not_verified' && (
          <p className="mp-body2 mp-verify-status-line">
            {t('status.submittedAt')} <UtcTime value={status.submitted_at} />
          </p>
        )}
      </Alert>
    </div>
  );
}
