import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { session } from '@/lib/auth/session';

afterEach(() => {
  cleanup();
  session.clear();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});
