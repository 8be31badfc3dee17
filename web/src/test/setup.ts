import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { session } from '@/lib/auth/session';

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
  // Test files share one document (vite.config.ts): what a test left outside its container goes,
  // such as a portal's leftover, a page's title, the language and direction, a scroll lock's style.
  document.body.replaceChildren();
  document.title = '';
  for (const name of ['lang', 'dir', 'style', 'class']) document.documentElement.removeAttribute(name);
});
