import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { reportRenderError } from '@/lib/errorReporting';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Render errors caught by the router's error screens (and any uncaught one) go to the webhook.
createRoot(container, {
  onCaughtError: (error, info) => void reportRenderError(error, info.componentStack),
  onUncaughtError: (error, info) => void reportRenderError(error, info.componentStack),
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
