import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { Alert } from './ui/Alert';
import { IconButton } from './ui/Button';

/**
 * Where an action's confirmation appears: a polite live region, always in the page (so screen
 * readers hear what arrives in it), holding the message with a button to dismiss it.
 */
export function DismissibleNotice({ notice, onDismiss, 'data-testid': testId }: { notice: string | null; onDismiss: () => void; 'data-testid'?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" data-testid={testId}>
      {notice && (
        <Alert
          severity="success"
          role="none"
          action={
            <IconButton aria-label={t('actions.dismiss')} onPress={onDismiss} className="mp-alert-close">
              <X aria-hidden="true" size={20} />
            </IconButton>
          }
        >
          {notice}
        </Alert>
      )}
    </div>
  );
}
