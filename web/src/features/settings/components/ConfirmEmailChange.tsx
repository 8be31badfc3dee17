import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Skeleton';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useConfirmEmailChange } from '../api/email';

/** Confirms the new address of the emailed link as soon as the page opens (once). */
export function ConfirmEmailChange({ token }: { token: string }) {
  const { t } = useTranslation('settings');
  const messages = useErrorMessages();
  const confirm = useConfirmEmailChange();
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  if (confirm.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {t('confirmEmailChange.done')}
      </Alert>
    );
  }
  if (confirm.isError) {
    return (
      <Alert severity="error" role="alert">
        {messages.apiError(confirm.error)}
      </Alert>
    );
  }
  return <Spinner label={t('confirmEmailChange.checking')} />;
}
