import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { loadRtlCache } from '@/lib/theme/rtlCache';

// The app loads the right-to-left styles' plugin with the first part drawn with MUI in Arabic
// (lib/theme/lazyMui.tsx): tests, which wrap everything in MUI's theme, get it ready up front.
await loadRtlCache();

// Pages, menus and dialogs load on demand (as in the app): the first test to open one waits while
// the test runner compiles its module, seconds on a loaded 2-core machine. `findBy` polls that long.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  session.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});
