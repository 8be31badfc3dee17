import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { useLocation } from 'react-router';
import { ToastRegion } from '@/components/ui/Toast';
import type { ToastMessage } from '@/components/ui/toasts';
import { UiLocaleProvider } from '@/components/ui/UiProvider';
import { session } from '@/lib/auth/session';
import { signInPath } from '@/lib/auth/returnPath';
import type { Flash } from '@/lib/flash';

/** The notices over every page (a confirmation, the expired session), at the bottom of the screen. */
const notices = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

/**
 * Shows `message` as a toast while it is set and the same (`visit` names what it belongs to);
 * `onClosed` runs when the person closes it or its time runs out, not when the page drops it.
 */
function useNotice(message: ToastMessage | null, visit: string, timeout?: number, onClosed?: () => void) {
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  });
  const { text = '', severity = 'info', action } = message ?? {};
  const shown = message !== null;
  const actionLabel = action?.label;
  const actionTo = action?.to;
  useEffect(() => {
    if (!shown) return;
    let dropped = false;
    const content: ToastMessage = { text, severity, ...(actionLabel && actionTo ? { action: { label: actionLabel, to: actionTo } } : {}) };
    const key = notices.add(content, {
      timeout,
      onClose: () => {
        if (!dropped) closed.current?.();
      },
    });
    return () => {
      dropped = true;
      notices.close(key);
    };
  }, [shown, text, severity, actionLabel, actionTo, timeout, visit]);
}

/** The confirmation a finished action left for this page, until closed or six seconds pass. */
function useFlashNotice(flash: Flash | undefined) {
  const { t } = useTranslation(['projects', 'organizations', 'common']);
  const location = useLocation();
  const text =
    flash?.kind === 'projectDeleted'
      ? t('projects:notices.projectDeleted', { title: flash.title })
      : flash?.kind === 'organizationCreated'
        ? t('organizations:notices.created', { name: flash.name })
        : null;
  // Once per visit: the same page reached again (another navigation) shows a new one.
  useNotice(text === null ? null : { text, severity: 'success' }, location.key, 6000);
}

/**
 * "Your session has expired": stays until the person signs in again or closes it. Its sign-in link
 * brings them back to the page they were on when it expired; it is fixed for the notice's life, so
 * moving to another page keeps the same notice instead of replacing it (and announcing it again).
 */
function useSessionExpiredNotice(expired: boolean) {
  const { t } = useTranslation(['auth', 'common']);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [from, setFrom] = useState<string | null>(expired ? here : null);
  if (expired && from === null) setFrom(here);
  if (!expired && from !== null) setFrom(null);
  const onIntro = from !== null && from.startsWith('/intro');
  const message: ToastMessage | null =
    expired && from !== null
      ? {
          text: t('auth:notices.sessionExpired'),
          severity: 'warning',
          ...(onIntro ? {} : { action: { label: t('auth:notices.signIn'), to: signInPath(from) } }),
        }
      : null;
  useNotice(message, 'session', undefined, () => session.dismissExpired());
}

/** Notices over every page, loaded only when there is one to show (see RootLayout). */
export function Notices({ flash, expired }: { flash: Flash | undefined; expired: boolean }) {
  useFlashNotice(flash);
  useSessionExpiredNotice(expired);
  return (
    <UiLocaleProvider>
      <ToastRegion queue={notices} />
    </UiLocaleProvider>
  );
}
