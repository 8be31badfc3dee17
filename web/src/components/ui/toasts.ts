import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { Severity } from './Alert';

export interface ToastMessage {
  text: string;
  severity: Severity;
  /** A link beside the text (a page of the app), e.g. "Sign in" on the expired-session notice. */
  action?: { label: string; to: string };
}

/** The app's toasts: `toasts.add({ text, severity }, { timeout: 5000 })` from anywhere. */
export const toasts = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });
