import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router';
import { RenderErrorBoundary } from '@/components/RenderErrorBoundary';
import { queryClient } from '@/lib/api/queryClient';
import { i18n } from './i18n';
import { ShellFallback } from './layout/ShellFallback';
import { routes } from './appRoutes';

function AppRoutes() {
  return useRoutes(routes);
}

// Loaded only if the app ever fails outside the router.
const CrashScreen = lazy(async () => ({ default: (await import('./routes/CrashScreen')).CrashScreen }));

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RenderErrorBoundary
          fallback={
            <Suspense fallback={null}>
              <CrashScreen />
            </Suspense>
          }
        >
          <Suspense fallback={<ShellFallback />}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </Suspense>
        </RenderErrorBoundary>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
