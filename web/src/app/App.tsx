import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RenderErrorBoundary } from '@/components/RenderErrorBoundary';
import { queryClient } from '@/lib/api/queryClient';
import { AppThemeProvider } from '@/lib/theme/AppThemeProvider';
import { i18n } from './i18n';
import { ShellFallback } from './layout/ShellFallback';
import { createRoutes } from './router';
import { CrashScreen } from './routes/CrashScreen';

// Created when the app's code runs, before the first translations arrive: the first page's code,
// its translations and its data start downloading together with them, not one after another.
const router = createBrowserRouter(createRoutes(queryClient, i18n));

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppThemeProvider>
          <RenderErrorBoundary fallback={<CrashScreen />}>
            <Suspense fallback={<ShellFallback />}>
              <RouterProvider router={router} />
            </Suspense>
          </RenderErrorBoundary>
        </AppThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
