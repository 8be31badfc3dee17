import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (MUI's `useMediaQuery`, without MUI). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    // A browser without matchMedia (jsdom in tests) gets the wide layout, as with MUI's hook.
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the theme's `sm` breakpoint (600 px): a phone. */
export const PHONE_QUERY = '(max-width:599.95px)';
