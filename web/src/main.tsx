import '@fontsource-variable/inter';
import '@/styles/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { firstPageReady } from '@/app/appRoutes';
import { i18nReady } from '@/app/i18n';
import { reportRenderError } from '@/lib/errorReporting';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Render errors caught by the router's error screens (and any uncaught one) go to the webhook.
const root = createRoot(container, {
  onCaughtError: (error, info) => void reportRenderError(error, info.componentStack),
  onUncaughtError: (error, info) => void reportRenderError(error, info.componentStack),
});
// The static shell of index.html stays until the first translations and the first page are in: no
// flash of raw keys, no footer jumping down as the page arrives. The shell and the first pages are
// plain CSS (logical properties): right-to-left needs no wait.
// Rendered as a transition, the first render yields to the browser every few milliseconds instead
// of holding the main thread for the whole page at once.
void Promise.all([i18nReady, firstPageReady]).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
