import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import {
  Button,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
} from 'react-aria-components';
import { cx } from './classNames';
import { toasts, type ToastMessage } from './toasts';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import './toast.css';

/**
 * Where toasts appear (once, in the layout). React Aria: a landmark region reachable with F6,
 * each toast announced, focus kept when one closes.
 */
export function ToastRegion({ queue = toasts }: { queue?: ToastQueue<ToastMessage> }) {
  const { t } = useTranslation();
  return (
    <AriaToastRegion queue={queue} className="mp-toast-region">
      {({ toast }) => (
        <AriaToast toast={toast} className={cx('mp-toast', `mp-alert-${toast.content.severity}`)}>
          <ToastContent className="mp-toast-content">
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          <Button slot="close" aria-label={t('actions.close')} className="mp-icon-button mp-toast-close">
            <X aria-hidden="true" size={18} />
          </Button>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
