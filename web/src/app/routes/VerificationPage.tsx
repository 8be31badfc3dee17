import { useTranslation } from 'react-i18next';
import { VerificationCenter } from '@/features/verification/components/VerificationCenter';
import { identityName, useIdentities } from '@/lib/auth/identities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/features/verification/components/verification.css';

/** /verification: KYC for a person, KYB for the organization acting (spec §4). */
export function VerificationPage() {
  const { t } = useTranslation('trust');
  const { current } = useIdentities();
  const organization = current?.type === 'organizations';
  const title = organization ? t('page.titleKyb') : t('page.titleKyc');
  useDocumentTitle(title);
  // The access guard only lets an identity in.
  if (!current) return null;

  return (
    <div className="mp-container mp-container-md mp-verify-page">
      <h1 className="mp-h1 mp-verify-title">{title}</h1>
      <p className="mp-p mp-verify-intro">
        {organization ? t('page.introKyb', { name: identityName(current) }) : t('page.introKyc', { name: identityName(current) })}
      </p>
      <VerificationCenter key={current.id} identity={current} />
    </div>
  );
}
