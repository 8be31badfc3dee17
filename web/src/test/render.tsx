import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createI18n } from '@/lib/i18n/i18n';
import { UiLocaleProvider } from '@/components/ui/UiProvider';
import { bundledResources } from './translations';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function testI18n(language = 'en') {
  const i18n = createI18n(bundledResources);
  void i18n.changeLanguage(language);
  return i18n;
}

export function Providers({ children, queryClient, language = 'en' }: { children: ReactNode; queryClient?: QueryClient; language?: string }) {
  return (
    <I18nextProvider i18n={testI18n(language)}>
      <QueryClientProvider client={queryClient ?? testQueryClient()}>
        <UiLocaleProvider>{children}</UiLocaleProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Renders routes in a memory router with every provider the app has. */
export function renderRoutes(routes: RouteObject[], initialPath: string, queryClient = testQueryClient(), language = 'en') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <Providers queryClient={queryClient} language={language}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient };
}
