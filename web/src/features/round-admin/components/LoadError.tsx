import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';

/** A failed load: what failed, why (from the server's code), and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('roundsAdmin');
  const messages = useErrorMessages();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry && (
          <Button tone="inherit" size="small" onPress={onRetry}>
            {t('retry')}
          </Button>
        )
      }
    >
      <strong>{title}</strong> {messages.apiError(error)}
    </Alert>
  );
}
