import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { AnchorButton, LinkButton } from '@/components/ui/LinkButton';
import { isApiError } from '@/lib/api/errors';
import { useAppConfig } from '@/lib/config/appConfig';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useVerifyEmail } from '../api/account';
import './auth.css';

/**
 * Confirms the address of the emailed link as soon as the page opens (once), then leads on: back
 * to `next`, the page the person was on when the link was sent (the vote they started), else to
 * the projects. When the person registered in another app's hosted sign-in, the link names that
 * app (`app`, an origin) and the way back to it comes first, if the site allows that app.
 */
export function VerifyEmail({ token, next, app }: { token: string; next: string | null; app?: string | null }) {
  const { t } = useTranslation('auth');
  const config = useAppConfig();
  const backTo = app && config?.client_apps?.includes(app) ? app : null;
  const messages = useErrorMessages();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  const inApp = next ? (
    <LinkButton to={next} variant={backTo ? 'outlined' : 'contained'} className="mp-auth-onward">
      {t('verifyEmail.continue')}
    </LinkButton>
  ) : (
    <LinkButton to={paths.projects} variant={backTo ? 'outlined' : 'contained'} className="mp-auth-onward">
      {t('verifyEmail.explore')}
    </LinkButton>
  );
  const onward = backTo ? (
    <div className="mp-auth-onward-choices">
      <AnchorButton href={backTo} variant="contained" className="mp-auth-onward">
        {t('verifyEmail.backToApp', { app: new URL(backTo).host })}
      </AnchorButton>
      {inApp}
    </div>
  ) : (
    inApp
  );
  if (verify.isSuccess) {
    return (
      <>
        <Alert severity="success" role="status">
          {t('verifyEmail.done')}
        </Alert>
        {onward}
      </>
    );
  }
  // The link opened again after it confirmed the address: it is confirmed, not expired.
  if (isApiError(verify.error) && verify.error.code === 'auth.email_already_verified') {
    return (
      <>
        <Alert severity="success" role="status">
          {messages.apiError(verify.error)}
        </Alert>
        {onward}
      </>
    );
  }
  if (verify.isError) {
    return (
      <Alert severity="error" role="alert">
        {messages.apiError(verify.error)}
      </Alert>
    );
  }
  return <span role="progressbar" aria-label={t('verifyEmail.checking')} className="mp-spinner" />;
}
