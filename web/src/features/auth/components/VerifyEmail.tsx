import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { isApiError } from '@/lib/api/errors';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useVerifyEmail } from '../api/account';
import './auth.css';

/** Confirms the address of the emailed link as soon as the page opens (once). */
export function VerifyEmail({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const messages = useErrorMessages();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  if (verify.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {t('verifyEmail.done')}
      </Alert>
    );
  }
  // The link opened again after it confirmed the address: it is confirmed, not expired.
  if (isApiError(verify.error) && verify.error.code === 'auth.email_already_verified') {
    return (
      <Alert severity="success" role="status">
        {messages.apiError(verify.error)}
      </Alert>
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
