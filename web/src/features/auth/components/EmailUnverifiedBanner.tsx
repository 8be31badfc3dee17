import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useAccountStatus, useResendVerification } from '../api/account';
import './emailBanner.css';

/**
 * Under the header while the signed-in person has not confirmed their email address (voting
 * and donating need it: the server answers 403 `auth.email_unverified`), with "Resend".
 * Drawn with the kit and base.css only: the shell shows it.
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
    <section className="mp-container mp-email-banner" aria-label={t('emailBanner.label')}>
      <Alert
        severity={resend.isError ? 'error' : 'warning'}
        role="status"
        action={
          !resend.isSuccess && (
            <Button tone="inherit" size="small" className="mp-email-banner-resend" onPress={() => resend.mutate(`${window.location.pathname}${window.location.search}`)} isPending={resend.isPending}>
              {t('emailBanner.resend')}
            </Button>
          )
        }
      >
        {text}
      </Alert>
    </section>
  );
}
