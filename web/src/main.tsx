import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { i18n, i18nReady } from '@/app/i18n';
import { reportRenderError } from '@/lib/errorReporting';
import { directionOf } from '@/lib/i18n/languages';
import { loadRtlCache } from '@/lib/theme/rtlCache';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Render errors caught by the router's error screens (and any uncaught one) go to the webhook.
const root = createRoot(container, {
  onCaughtError: (error, info) => void reportRenderError(error, info.componentStack),
  onUncaughtError: (error, info) => void reportRenderError(error, info.componentStack),
});
// The static shell of index.html stays until the first translations are in: no flash of raw keys.
// A right-to-left language also waits for its mirrored styles' plugin (started at once when
// index.html's script already found such a language).
if (document.documentElement.dir === 'rtl') void loadRtlCache();
void i18nReady
  .then(() => (directionOf(i18n.resolvedLanguage ?? i18n.language) === 'rtl' ? loadRtlCache() : undefined))
  .then(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
