import { useSyncExternalStore } from 'react';

/**
 * Why the "verification required" modal is open: verification is needed to continue, or the
 * documents were sent and are still under review.
 */
export type VerificationNeed = 'required' | 'pending';

/** Server codes that mean "verify first" (api-contract: `project.kyb_required`, D9 comments). */
export const VERIFICATION_REQUIRED_CODES: ReadonlySet<string> = new Set(['project.kyb_required', 'comment.verification_required']);

let need: VerificationNeed | null = null;
const listeners = new Set<() => void>();

function set(next: VerificationNeed | null) {
  need = next;
  listeners.forEach((listener) => listener());
}

/**
 * One modal for the whole app (spec §2 and §8): any feature asks for it here and the app
 * shell shows it, so features need not know each other.
 */
export const verificationRequired = {
  open: (reason: VerificationNeed = 'required') => set(reason),
  close: () => set(null),
  get: (): VerificationNeed | null => need,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useVerificationRequired(): VerificationNeed | null {
  return useSyncExternalStore(verificationRequired.subscribe, verificationRequired.get, verificationRequired.get);
}
