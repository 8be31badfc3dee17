import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, type Severity } from '@/components/ui/Alert';
import { IconButton } from '@/components/ui/Button';
import './comments.css';

/** The kit's Alert with a close button (the kit's has none yet): a failure the person can dismiss. */
export function ClosableAlert({
  onClose,
  severity = 'error',
  action,
  className,
  children,
}: {
  onClose: () => void;
  severity?: Severity;
  /** A button beside the close button (Undo). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity={severity}
      className={className}
      action={
        <span className="mp-alert-actions">
          {action}
          <IconButton aria-label={t('actions.close')} onPress={onClose} className="mp-alert-close">
            <X aria-hidden="true" size={18} />
          </IconButton>
        </span>
      }
    >
      {children}
    </Alert>
  );
}
