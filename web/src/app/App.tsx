import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RenderErrorBoundary } from '@/components/RenderErrorBoundary';
import { queryClient } from '@/lib/api/queryClient';
import { createI18n } from '@/lib/i18n/i18n';
import { AppThemeProvider } from '@/lib/theme/AppThemeProvider';
import { createRoutes } from './router';
import { CrashScreen } from './routes/CrashScreen';

// Created once when the app starts: detection reads the URL, cookie, storage and browser then.
const i18n = createI18n();

export function App() {
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient)));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <RenderErrorBoundary fallback={<CrashScreen />}>
            <RouterProvider router={router} />
          </RenderErrorBoundary>
        </AppThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
