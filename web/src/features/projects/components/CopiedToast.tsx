import { useEffect } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { ToastRegion } from '@/components/ui/Toast';
import type { ToastMessage } from '@/components/ui/toasts';

/**
 * ShareButtons' own toasts (the layout has no toast region yet; once it has, this can go to the
 * app's queue, components/ui/toasts.ts): one at a time.
 */
const copiedToasts = new ToastQueue<ToastMessage>({ maxVisibleToasts: 1 });

/** "Link copied", for 3 seconds, each time `copies` grows. */
export function CopiedToast({ copies, message }: { copies: number; message: string }) {
  useEffect(() => {
    copiedToasts.clear();
    copiedToasts.add({ text: message, severity: 'success' }, { timeout: 3000 });
  }, [copies, message]);
  return <ToastRegion queue={copiedToasts} />;
}
