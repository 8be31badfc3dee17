import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

/** The global loading flag behind the full-screen overlay; calls nest. */
export const loading = {
  start() {
    pending += 1;
    emit();
  },
  stop() {
    pending = Math.max(0, pending - 1);
    emit();
  },
  isActive: () => pending > 0,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useGlobalLoading(): boolean {
  return useSyncExternalStore(loading.subscribe, loading.isActive);
}
