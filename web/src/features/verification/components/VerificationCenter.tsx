import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityName, type Identity } from '@/lib/auth/identities';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useMyVerification } from '../api/getMyVerification';
import { VerificationForm } from './VerificationForm';
import { VerificationStatusPanel } from './VerificationStatusPanel';
import { WhyVerify } from './WhyVerify';

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

  if (status.isPending) return <Skeleton variant="rounded" height={160} role="progressbar" aria-label={t('page.loading')} />;
  if (status.isError) return <Alert severity="error">{messages.apiError(status.error)}</Alert>;

  const canSubmit = status.data.status === 'not_verified' || status.data.status === 'rejected';
  const defaultLegalName =
    identity.type === 'organizations' ? (identity.meta.name ?? '') : `${identity.meta.first_name} ${identity.meta.last_name}`.trim();

  return (
    <Stack spacing={3}>
      {submitted && status.data.status === 'pending' && (
        <Alert severity="success" role="status">
          {t('form.submitted')}
        </Alert>
      )}
      <VerificationStatusPanel ref={statusRef} status={status.data} />
      <WhyVerify kind={kind} />
      {canSubmit && (
        <Card component="section" aria-labelledby={formHeadingId}>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography id={formHeadingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
              {status.data.status === 'rejected' ? t('form.titleAgain') : t('form.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {t('form.intro', { name: identityName(identity) })}
            </Typography>
            <VerificationForm
              identityId={identity.id}
              kind={kind}
              labelledBy={formHeadingId}
              defaultLegalName={defaultLegalName}
              onSubmitted={() => setSubmitted(true)}
            />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
