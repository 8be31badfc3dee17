import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { paths, WIZARD_STEPS } from '@/lib/paths';
import { AccessGuard } from './AccessGuard';
import { OperatorGuard } from './OperatorGuard';
import { RootLayout } from './layout/RootLayout';
import { HomePage } from './routes/HomePage';
import { homeLoader } from './routes/homeLoader';
import { IntroPage } from './routes/IntroPage';
import { NotFoundPage } from './routes/NotFoundPage';
import { RouteErrorScreen } from './routes/RouteErrorScreen';

/**
 * The route table. Errors of a page render inside the layout (header and footer stay);
 * an error of the layout itself falls back to the bare error screen.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <LoadingOverlay open />,
      children: [
        {
          errorElement: <RouteErrorScreen />,
          children: [
            { index: true, element: <Navigate to={paths.home} replace /> },
            { path: 'home', loader: homeLoader(queryClient), element: <HomePage /> },
            { path: 'intro', element: <IntroPage /> },
            // Pages most visitors never open are loaded on demand.
            { path: 'signin', lazy: async () => ({ Component: (await import('./routes/SignInPage')).SignInPage }) },
            { path: 'oauth/:product', lazy: async () => ({ Component: (await import('./routes/OAuthPage')).OAuthPage }) },
            { path: 'projects', lazy: async () => ({ Component: (await import('./routes/ProjectsPage')).ProjectsPage }) },
            { path: 'projects/:id', lazy: async () => ({ Component: (await import('./routes/ProjectPage')).ProjectPage }) },
            { path: 'rounds/:id/results', lazy: async () => ({ Component: (await import('./routes/RoundResultsPage')).RoundResultsPage }) },
            { path: 'how-matching-works', lazy: async () => ({ Component: (await import('./routes/HowMatchingWorksPage')).HowMatchingWorksPage }) },
            { path: 'referral', lazy: async () => ({ Component: (await import('./routes/ReferralPage')).ReferralPage }) },
            {
              element: <AccessGuard type="organizations" />,
              children: [
                { path: 'create', lazy: async () => ({ Component: (await import('./routes/CreateStartPage')).CreateStartPage }) },
                ...WIZARD_STEPS.map((step) => ({
                  path: `create/step-${step}`,
                  lazy: async () => {
                    const { CreateStepPage } = await import('./routes/CreateStepPage');
                    return { Component: () => <CreateStepPage step={step} /> };
                  },
                })),
                { path: 'create/publish', lazy: async () => ({ Component: (await import('./routes/CreatePublishPage')).CreatePublishPage }) },
              ],
            },
            {
              element: <AccessGuard type="both" />,
              children: [
                { path: 'projects/:id/vote', lazy: async () => ({ Component: (await import('./routes/VotePage')).VotePage }) },
                { path: 'create/select-identity', lazy: async () => ({ Component: (await import('./routes/SelectIdentityPage')).SelectIdentityPage }) },
                { path: 'dashboard/:identityId', lazy: async () => ({ Component: (await import('./routes/DashboardPage')).DashboardPage }) },
                { path: 'donations', lazy: async () => ({ Component: (await import('./routes/MyDonationsPage')).MyDonationsPage }) },
                { path: 'donations/:id', lazy: async () => ({ Component: (await import('./routes/DonationPage')).DonationPage }) },
                { path: 'settings', lazy: async () => ({ Component: (await import('./routes/SettingsPage')).SettingsPage }) },
                { path: 'refer', lazy: async () => ({ Component: (await import('./routes/ReferPage')).ReferPage }) },
                { path: 'profile', lazy: async () => ({ Component: (await import('./routes/ProfilePage')).ProfilePage }) },
                {
                  path: 'organizations/new',
                  lazy: async () => ({ Component: (await import('./routes/CreateOrganizationPage')).CreateOrganizationPage }),
                },
                { path: 'verification', lazy: async () => ({ Component: (await import('./routes/VerificationPage')).VerificationPage }) },
                {
                  path: 'admin',
                  element: <OperatorGuard />,
                  children: [
                    { index: true, lazy: async () => ({ Component: (await import('./routes/AdminPage')).AdminPage }) },
                    { path: 'verifications', lazy: async () => ({ Component: (await import('./routes/AdminVerificationsPage')).AdminVerificationsPage }) },
                    { path: 'referrals', lazy: async () => ({ Component: (await import('./routes/AdminReferralsPage')).AdminReferralsPage }) },
                    { path: 'rounds', lazy: async () => ({ Component: (await import('./routes/AdminRoundsPage')).AdminRoundsPage }) },
                    { path: 'rounds/new', lazy: async () => ({ Component: (await import('./routes/AdminRoundFormPage')).AdminRoundFormPage }) },
                    { path: 'rounds/:id/edit', lazy: async () => ({ Component: (await import('./routes/AdminRoundFormPage')).AdminRoundFormPage }) },
                    { path: 'rounds/:id/standings', lazy: async () => ({ Component: (await import('./routes/AdminRoundStandingsPage')).AdminRoundStandingsPage }) },
                    { path: 'rounds/:id/payouts', lazy: async () => ({ Component: (await import('./routes/AdminRoundPayoutsPage')).AdminRoundPayoutsPage }) },
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
