import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { i18nReady } from '@/app/i18n';
import { reportRenderError } from '@/lib/errorReporting';
import { loadRtlCache } from '@/lib/theme/rtlCache';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Render errors caught by the router's error screens (and any uncaught one) go to the webhook.
const root = createRoot(container, {
  onCaughtError: (error, info) => void reportRenderError(error, info.componentStack),
  onUncaughtError: (error, info) => void reportRenderError(error, info.componentStack),
});
// The static shell of index.html stays until the first translations are in: no flash of raw keys.
// index.html has already set the detected language's direction: a right-to-left page loads its
// mirrored styles' plugin together with its translations.
const rtlReady = document.documentElement.dir === 'rtl' ? loadRtlCache() : undefined;
void Promise.all([i18nReady, rtlReady]).then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
