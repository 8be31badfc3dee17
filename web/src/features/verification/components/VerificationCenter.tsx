import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Skeleton } from '@/components/ui/Skeleton';
import { identityName, type Identity } from '@/lib/auth/identities';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useMyVerification } from '../api/getMyVerification';
import { VerificationForm } from './VerificationForm';
import { VerificationStatusPanel } from './VerificationStatusPanel';
import { WhyVerify } from './WhyVerify';
import './verification.css';

/**
 * The acting identity's verification: its status, why to verify, and the form when there is
 * something to send (never sent, or rejected and sent again).
 */
export function VerificationCenter({ identity }: { identity: Identity }) {
  const { t } = useTranslation('trust');
  const messages = useErrorMessages();
  const status = useMyVerification(identity.id);
  const formHeadingId = useId();
  const statusRef = useRef<HTMLDivElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const kind = identity.type === 'organizations' ? 'kyb' : 'kyc';

  // After sending, the status (now pending) is read out and takes the focus the form had.
  useEffect(() => {
    if (submitted) statusRef.current?.focus();
  }, [submitted, status.data?.status]);

  if (status.isPending) {
    return (
      <div role="progressbar" aria-label={t('page.loading')}>
        <Skeleton shape="rect" height={160} />
      </div>
    );
  }
  if (status.isError) return <Alert severity="error">{messages.apiError(status.error)}</Alert>;

  const canSubmit = status.data.status === 'not_verified' || status.data.status === 'rejected';
  const defaultLegalName =
    identity.type === 'organizations' ? (identity.meta.name ?? '') : `${identity.meta.first_name} ${identity.meta.last_name}`.trim();

  return (
    <div className="mp-verify-stack">
      {submitted && status.data.status === 'pending' && (
        <Alert severity="success" role="status">
          {t('form.submitted')}
        </Alert>
      )}
      <VerificationStatusPanel ref={statusRef} status={status.data} />
      <WhyVerify kind={kind} />
      {canSubmit && (
        <section className="mp-card mp-verify-card" aria-labelledby={formHeadingId}>
          <h2 id={formHeadingId} className="mp-h2 mp-verify-section-title">
            {status.data.status === 'rejected' ? t('form.titleAgain') : t('form.title')}
          </h2>
          <p className="mp-body2 mp-muted mp-verify-form-intro">{t('form.intro', { name: identityName(identity) })}</p>
          <VerificationForm
            identityId={identity.id}
            kind={kind}
            labelledBy={formHeadingId}
            defaultLegalName={defaultLegalName}
            onSubmitted={() => setSubmitted(true)}
          />
        </section>
      )}
    </div>
  );
}
