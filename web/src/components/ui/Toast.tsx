import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import {
  Button,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import { SeverityIcon } from './Alert';
import { cx } from './classNames';
import { LinkButton } from './LinkButton';
import { toasts, type ToastMessage } from './toasts';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import './toast.css';

/**
 * Where toasts appear (once, in the layout). React Aria: a landmark region reachable with F6,
 * each toast announced, focus kept when one closes; a toast with a timeout waits while the
 * pointer or focus is on it. A toast's action is a link of the app (inside the router).
 */
export function ToastRegion({ queue = toasts }: { queue?: ToastQueue<ToastMessage> }) {
  const { t } = useTranslation();
  return (
    <AriaToastRegion queue={queue} className="mp-toast-region">
      {({ toast }) => (
        <AriaToast toast={toast} className={cx('mp-toast', `mp-alert-${toast.content.severity}`)}>
          <span className="mp-toast-icon">
            <SeverityIcon severity={toast.content.severity} />
          </span>
          <ToastContent className="mp-toast-content">
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          {toast.content.action && (
            <LinkButton to={toast.content.action.to} tone="inherit" size="small" className="mp-toast-action">
              {toast.content.action.label}
            </LinkButton>
          )}
          <Button slot="close" aria-label={t('actions.close')} className="mp-icon-button mp-toast-close">
            <X aria-hidden="true" size={18} />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
