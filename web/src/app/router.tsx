import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Namespace } from '@/lib/i18n/resources';
import { paths, WIZARD_STEPS } from '@/lib/paths';
import { lazyWithMui, loadMuiProvider } from '@/lib/theme/lazyMui';
import { AccessGuard } from './AccessGuard';
import { RootLayout } from './layout/RootLayout';
import { ShellFallback } from './layout/ShellFallback';
import { homeLoader } from './routes/homeLoader';

// Error screens are drawn with MUI: loaded (with MUI) only when a page fails.
const LazyRouteErrorScreen = lazyWithMui(async () => (await import('./routes/RouteErrorScreen')).RouteErrorScreen);
const routeError = (
  <Suspense fallback={null}>
    <LazyRouteErrorScreen />
  </Suspense>
);

/**
 * The route table. Errors of a page render inside the layout (header and footer stay);
 * an error of the layout itself falls back to the bare error screen.
 */
export function createRoutes(queryClient: QueryClient, i18n?: I18n): RouteObject[] {
  /**
   * A page loaded on demand: its code and its translations (in the current language) download
   * together, so a page arrives whole and the first page carries nothing of the others. Such a
   * page is plain React and CSS (the shell, /home, /projects): no MUI.
   */
  const page =
    <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, namespaces: Namespace[] = []) =>
    async () => {
      const [module] = await Promise.all([load(), i18n?.loadNamespaces(namespaces)]);
      return { Component: module[name] };
    };

  /**
   * A page drawn with MUI: as `page`, with MUI's theme provider loaded alongside and around it,
   * and the error messages (`errors`), which its forms and API calls use.
   */
  const muiPage =
    <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, namespaces: Namespace[] = []) =>
    async () => {
      const [{ Component }, Provider] = await Promise.all([page(load, name, [...namespaces, 'errors'])(), loadMuiProvider()]);
      const Page: ComponentType = Component;
      return {
        Component: () => (
          <Provider>
            <Page />
          </Provider>
        ),
      };
    };

  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: routeError,
      hydrateFallbackElement: <ShellFallback />,
      children: [
        {
          errorElement: routeError,
          children: [
            { index: true, element: <Navigate to={paths.home} replace /> },
            { path: 'home', loader: homeLoader(queryClient), lazy: page(() => import('./routes/HomePage'), 'HomePage', ['home']) },
            { path: 'intro', lazy: muiPage(() => import('./routes/IntroPage'), 'IntroPage', ['auth']) },
            { path: 'signin', lazy: muiPage(() => import('./routes/SignInPage'), 'SignInPage', ['auth']) },
            { path: 'verify-email', lazy: muiPage(() => import('./routes/VerifyEmailPage'), 'VerifyEmailPage', ['auth']) },
            { path: 'forgot-password', lazy: muiPage(() => import('./routes/ForgotPasswordPage'), 'ForgotPasswordPage', ['auth']) },
            { path: 'reset-password', lazy: muiPage(() => import('./routes/ResetPasswordPage'), 'ResetPasswordPage', ['auth']) },
            { path: 'confirm-email-change', lazy: muiPage(() => import('./routes/ConfirmEmailChangePage'), 'ConfirmEmailChangePage', ['auth', 'settings']) },
            { path: 'goodbye', lazy: muiPage(() => import('./routes/GoodbyePage'), 'GoodbyePage', ['auth', 'settings']) },
            { path: 'oauth/:product', lazy: muiPage(() => import('./routes/OAuthPage'), 'OAuthPage', ['auth']) },
            { path: 'oidc/callback', lazy: muiPage(() => import('./routes/OidcCallbackPage'), 'OidcCallbackPage', ['auth']) },
            { path: 'oidc/link', lazy: muiPage(() => import('./routes/OidcLinkPage'), 'OidcLinkPage', ['auth']) },
            { path: 'projects', lazy: page(() => import('./routes/ProjectsPage'), 'ProjectsPage', ['home', 'projects']) },
            { path: 'projects/:id', lazy: page(() => import('./routes/ProjectPage'), 'ProjectPage', ['projects', 'donations', 'comments', 'review']) },
            { path: 'unsubscribe', lazy: muiPage(() => import('./routes/UnsubscribePage'), 'UnsubscribePage', ['comments']) },
            { path: 'rounds/:id/results', lazy: muiPage(() => import('./routes/RoundResultsPage'), 'RoundResultsPage', ['results']) },
            { path: 'how-matching-works', lazy: muiPage(() => import('./routes/HowMatchingWorksPage'), 'HowMatchingWorksPage', ['results']) },
            { path: 'cart', lazy: muiPage(() => import('./routes/CartPage'), 'CartPage', ['donations']) },
            { path: 'referral', lazy: muiPage(() => import('./routes/ReferralPage'), 'ReferralPage', ['referrals']) },
            {
              element: <AccessGuard type="organizations" />,
              children: [
                { path: 'create', lazy: muiPage(() => import('./routes/CreateStartPage'), 'CreateStartPage', ['projects']) },
                ...WIZARD_STEPS.map((step) => ({
                  path: `create/step-${step}`,
                  lazy: muiPage(
                    async () => {
                      const { CreateStepPage } = await import('./routes/CreateStepPage');
                      return { Step: () => <CreateStepPage step={step} /> };
                    },
                    'Step',
                    ['projects'],
                  ),
                })),
                { path: 'create/publish', lazy: muiPage(() => import('./routes/CreatePublishPage'), 'CreatePublishPage', ['projects']) },
              ],
            },
            {
              element: <AccessGuard type="both" />,
              children: [
                { path: 'projects/:id/vote', lazy: muiPage(() => import('./routes/VotePage'), 'VotePage', ['donations', 'projects', 'results']) },
                { path: 'create/select-identity', lazy: muiPage(() => import('./routes/SelectIdentityPage'), 'SelectIdentityPage', ['projects']) },
                { path: 'dashboard/:identityId', lazy: muiPage(() => import('./routes/DashboardPage'), 'DashboardPage', ['projects']) },
                { path: 'donations', lazy: muiPage(() => import('./routes/MyDonationsPage'), 'MyDonationsPage', ['donations']) },
                { path: 'donations/:id', lazy: muiPage(() => import('./routes/DonationPage'), 'DonationPage', ['donations']) },
                { path: 'settings', lazy: muiPage(() => import('./routes/SettingsPage'), 'SettingsPage', ['settings']) },
                { path: 'refer', lazy: muiPage(() => import('./routes/ReferPage'), 'ReferPage', ['referrals']) },
                { path: 'profile', lazy: muiPage(() => import('./routes/ProfilePage'), 'ProfilePage', ['referrals']) },
                {
                  path: 'organizations/new',
                  lazy: muiPage(() => import('./routes/CreateOrganizationPage'), 'CreateOrganizationPage', ['organizations']),
                },
                { path: 'verification', lazy: muiPage(() => import('./routes/VerificationPage'), 'VerificationPage', ['trust']) },
                {
                  path: 'admin',
                  lazy: muiPage(() => import('./OperatorGuard'), 'OperatorGuard'),
                  children: [
                    { index: true, lazy: muiPage(() => import('./routes/AdminPage'), 'AdminPage', ['roundsAdmin', 'trust', 'review']) },
                    { path: 'verifications', lazy: muiPage(() => import('./routes/AdminVerificationsPage'), 'AdminVerificationsPage', ['trust']) },
                    { path: 'reviews', lazy: muiPage(() => import('./routes/AdminReviewsPage'), 'AdminReviewsPage', ['review', 'trust']) },
                    { path: 'referrals', lazy: muiPage(() => import('./routes/AdminReferralsPage'), 'AdminReferralsPage', ['trust']) },
                    { path: 'donations', lazy: muiPage(() => import('./routes/AdminDonationsPage'), 'AdminDonationsPage', ['trust', 'donations']) },
                    { path: 'rounds', lazy: muiPage(() => import('./routes/AdminRoundsPage'), 'AdminRoundsPage', ['roundsAdmin']) },
                    { path: 'rounds/new', lazy: muiPage(() => import('./routes/AdminRoundFormPage'), 'AdminRoundFormPage', ['roundsAdmin']) },
                    { path: 'rounds/:id/edit', lazy: muiPage(() => import('./routes/AdminRoundFormPage'), 'AdminRoundFormPage', ['roundsAdmin']) },
                    { path: 'rounds/:id/standings', lazy: muiPage(() => import('./routes/AdminRoundStandingsPage'), 'AdminRoundStandingsPage', ['roundsAdmin']) },
                    { path: 'rounds/:id/payouts', lazy: muiPage(() => import('./routes/AdminRoundPayoutsPage'), 'AdminRoundPayoutsPage', ['roundsAdmin']) },
                  ],
                },
              ],
            },
            { path: '*', lazy: muiPage(() => import('./routes/NotFoundPage'), 'NotFoundPage') },
          ],
        },
      ],
    },
  ];
}
