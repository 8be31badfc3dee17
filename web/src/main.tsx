import '@fontsource-variable/inter';
import '@/styles/tokens.css';
import '@/styles/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { firstPageReady } from '@/app/appRoutes';
import { i18nReady } from '@/app/i18n';
import { LEGACY_SESSION_STORAGE_KEY } from '@/lib/auth/sessionKey';
import { reportRenderError } from '@/lib/errorReporting';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Render errors caught by the router's error screens (and any uncaught one) go to the webhook.
const root = createRoot(container, {
  onCaughtError: (error, info) => void reportRenderError(error, info.componentStack),
  onUncaughtError: (error, info) => void reportRenderError(error, info.componentStack),
});
// Intl's first number format loads the locale data every later one shares (tens of milliseconds on
// a phone): it is made while the first page's code and data are on their way, not in the first render.
setTimeout(() => new Intl.NumberFormat(document.documentElement.lang || 'en').format(0), 0);

// A person still holding tokens from before cookie sessions has them moved into cookies first
// (the code for it loads only then).
const upgraded = (() => {
  try {
    if (!window.localStorage.getItem(LEGACY_SESSION_STORAGE_KEY)) return Promise.resolve();
  } catch {
    return Promise.resolve();
  }
  return import('@/lib/auth/legacyTokens').then(({ upgradeStoredTokens }) => upgradeStoredTokens());
})();

// The static shell of index.html stays until the first translations and the first page are in: no
// flash of raw keys, no footer jumping down as the page arrives. The shell and the first pages are
// plain CSS (logical properties): right-to-left needs no wait.
// Rendered as a transition, the first render yields to the browser every few milliseconds instead
// of holding the main thread for the whole page at once.
void Promise.all([i18nReady, firstPageReady, upgraded]).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
