import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useAccountStatus, useResendVerification } from '../api/account';

/**
 * Under the header while the signed-in person has not confirmed their email address (voting
 * and donating need it: the server answers 403 `auth.email_unverified`), with "Resend".
 */
export function EmailUnverifiedBanner({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('auth');
  const messages = useErrorMessages();
  const status = useAccountStatus(signedIn);
  const resend = useResendVerification();
  if (!signedIn || !status.data || status.data.email_verified) return null;

  let text = t('emailBanner.text', { email: status.data.email });
  if (resend.isSuccess) text = t('emailBanner.sent', { email: status.data.email });
  if (resend.isError) text = messages.apiError(resend.error);
  return (
    <Container maxWidth="lg" component="section" aria-label={t('emailBanner.label')} sx={{ pt: 2 }}>
      <Alert
        severity={resend.isError ? 'error' : 'warning'}
        role="status"
        action={
          !resend.isSuccess && (
            <Button color="inherit" size="small" onClick={() => resend.mutate()} loading={resend.isPending} sx={{ fontWeight: 700 }}>
              {t('emailBanner.resend')}
            </Button>
          )
        }
      >
        {text}
      </Alert>
    </Container>
  );
}
