import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Namespace } from '@/lib/i18n/resources';
import { paths, WIZARD_STEPS } from '@/lib/paths';
import { AccessGuard } from './AccessGuard';
import { OperatorGuard } from './OperatorGuard';
import { RootLayout } from './layout/RootLayout';
import { ShellFallback } from './layout/ShellFallback';
import { homeLoader } from './routes/homeLoader';
import { NotFoundPage } from './routes/NotFoundPage';
import { RouteErrorScreen } from './routes/RouteErrorScreen';

/**
 * The route table. Errors of a page render inside the layout (header and footer stay);
 * an error of the layout itself falls back to the bare error screen.
 */
export function createRoutes(queryClient: QueryClient, i18n?: I18n): RouteObject[] {
  /**
   * A page loaded on demand: its code and its translations (in the current language) download
   * together, so a page arrives whole and the first page carries nothing of the others.
   */
  const page =
    <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, namespaces: Namespace[] = []) =>
    async () => {
      const [module] = await Promise.all([load(), i18n?.loadNamespaces(namespaces)]);
      return { Component: module[name] };
    };

  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <ShellFallback />,
      children: [
        {
          errorElement: <RouteErrorScreen />,
          children: [
            { index: true, element: <Navigate to={paths.home} replace /> },
            { path: 'home', loader: homeLoader(queryClient), lazy: page(() => import('./routes/HomePage'), 'HomePage', ['home']) },
            { path: 'intro', lazy: page(() => import('./routes/IntroPage'), 'IntroPage', ['auth']) },
            { path: 'signin', lazy: page(() => import('./routes/SignInPage'), 'SignInPage', ['auth']) },
            { path: 'verify-email', lazy: page(() => import('./routes/VerifyEmailPage'), 'VerifyEmailPage', ['auth']) },
            { path: 'forgot-password', lazy: page(() => import('./routes/ForgotPasswordPage'), 'ForgotPasswordPage', ['auth']) },
            { path: 'reset-password', lazy: page(() => import('./routes/ResetPasswordPage'), 'ResetPasswordPage', ['auth']) },
            { path: 'confirm-email-change', lazy: page(() => import('./routes/ConfirmEmailChangePage'), 'ConfirmEmailChangePage', ['auth', 'settings']) },
            { path: 'goodbye', lazy: page(() => import('./routes/GoodbyePage'), 'GoodbyePage', ['auth', 'settings']) },
            { path: 'oauth/:product', lazy: page(() => import('./routes/OAuthPage'), 'OAuthPage', ['auth']) },
            { path: 'oidc/callback', lazy: page(() => import('./routes/OidcCallbackPage'), 'OidcCallbackPage', ['auth']) },
            { path: 'oidc/link', lazy: page(() => import('./routes/OidcLinkPage'), 'OidcLinkPage', ['auth']) },
            { path: 'projects', lazy: page(() => import('./routes/ProjectsPage'), 'ProjectsPage', ['home', 'projects']) },
            { path: 'projects/:id', lazy: page(() => import('./routes/ProjectPage'), 'ProjectPage', ['projects', 'donations', 'comments', 'review']) },
            { path: 'unsubscribe', lazy: page(() => import('./routes/UnsubscribePage'), 'UnsubscribePage', ['comments']) },
            { path: 'rounds/:id/results', lazy: page(() => import('./routes/RoundResultsPage'), 'RoundResultsPage', ['results']) },
            { path: 'how-matching-works', lazy: page(() => import('./routes/HowMatchingWorksPage'), 'HowMatchingWorksPage', ['results']) },
            { path: 'cart', lazy: page(() => import('./routes/CartPage'), 'CartPage', ['donations']) },
            { path: 'referral', lazy: page(() => import('./routes/ReferralPage'), 'ReferralPage', ['referrals']) },
            {
              element: <AccessGuard type="organizations" />,
              children: [
                { path: 'create', lazy: page(() => import('./routes/CreateStartPage'), 'CreateStartPage', ['projects']) },
                ...WIZARD_STEPS.map((step) => ({
                  path: `create/step-${step}`,
                  lazy: async () => {
                    const [{ CreateStepPage }] = await Promise.all([import('./routes/CreateStepPage'), i18n?.loadNamespaces(['projects'])]);
                    return { Component: () => <CreateStepPage step={step} /> };
                  },
                })),
                { path: 'create/publish', lazy: page(() => import('./routes/CreatePublishPage'), 'CreatePublishPage', ['projects']) },
              ],
            },
            {
              element: <AccessGuard type="both" />,
              children: [
                { path: 'projects/:id/vote', lazy: page(() => import('./routes/VotePage'), 'VotePage', ['donations', 'projects', 'results']) },
                { path: 'create/select-identity', lazy: page(() => import('./routes/SelectIdentityPage'), 'SelectIdentityPage', ['projects']) },
                { path: 'dashboard/:identityId', lazy: page(() => import('./routes/DashboardPage'), 'DashboardPage', ['projects']) },
                { path: 'donations', lazy: page(() => import('./routes/MyDonationsPage'), 'MyDonationsPage', ['donations']) },
                { path: 'donations/:id', lazy: page(() => import('./routes/DonationPage'), 'DonationPage', ['donations']) },
                { path: 'settings', lazy: page(() => import('./routes/SettingsPage'), 'SettingsPage', ['settings']) },
                { path: 'refer', lazy: page(() => import('./routes/ReferPage'), 'ReferPage', ['referrals']) },
                { path: 'profile', lazy: page(() => import('./routes/ProfilePage'), 'ProfilePage', ['referrals']) },
                {
                  path: 'organizations/new',
                  lazy: page(() => import('./routes/CreateOrganizationPage'), 'CreateOrganizationPage', ['organizations']),
                },
                { path: 'verification', lazy: page(() => import('./routes/VerificationPage'), 'VerificationPage', ['trust']) },
                {
                  path: 'admin',
                  element: <OperatorGuard />,
                  children: [
                    { index: true, lazy: page(() => import('./routes/AdminPage'), 'AdminPage', ['roundsAdmin', 'trust', 'review']) },
                    { path: 'verifications', lazy: page(() => import('./routes/AdminVerificationsPage'), 'AdminVerificationsPage', ['trust']) },
                    { path: 'reviews', lazy: page(() => import('./routes/AdminReviewsPage'), 'AdminReviewsPage', ['review', 'trust']) },
                    { path: 'referrals', lazy: page(() => import('./routes/AdminReferralsPage'), 'AdminReferralsPage', ['trust']) },
                    { path: 'donations', lazy: page(() => import('./routes/AdminDonationsPage'), 'AdminDonationsPage', ['trust', 'donations']) },
                    { path: 'rounds', lazy: page(() => import('./routes/AdminRoundsPage'), 'AdminRoundsPage', ['roundsAdmin']) },
                    { path: 'rounds/new', lazy: page(() => import('./routes/AdminRoundFormPage'), 'AdminRoundFormPage', ['roundsAdmin']) },
                    { path: 'rounds/:id/edit', lazy: page(() => import('./routes/AdminRoundFormPage'), 'AdminRoundFormPage', ['roundsAdmin']) },
                    { path: 'rounds/:id/standings', lazy: page(() => import('./routes/AdminRoundStandingsPage'), 'AdminRoundStandingsPage', ['roundsAdmin']) },
                    { path: 'rounds/:id/payouts', lazy: page(() => import('./routes/AdminRoundPayoutsPage'), 'AdminRoundPayoutsPage', ['roundsAdmin']) },
                  ],
                },
              ],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
