import type { RouteObject } from 'react-router';
import { WIZARD_STEPS } from '@/lib/paths';
import { AccessGuard } from './AccessGuard';
import type { PageRoute, Prefetch } from './router';

/**
 * Every page but the first ones (/home, /projects, a project, in router.tsx), below the layout,
 * and the 404 page last: a chunk of its own, loaded when one of these pages is asked for.
 */
export function otherRoutes({ page, uiPage, prefetchResults }: { page: PageRoute; uiPage: PageRoute; prefetchResults: Prefetch }): RouteObject[] {
  return [
    { path: 'intro', ...uiPage(() => import('./routes/IntroPage'), 'IntroPage', ['auth']) },
    { path: 'signin', ...uiPage(() => import('./routes/SignInPage'), 'SignInPage', ['auth']) },
    { path: 'verify-email', ...uiPage(() => import('./routes/VerifyEmailPage'), 'VerifyEmailPage', ['auth']) },
    { path: 'forgot-password', ...uiPage(() => import('./routes/ForgotPasswordPage'), 'ForgotPasswordPage', ['auth']) },
    { path: 'reset-password', ...uiPage(() => import('./routes/ResetPasswordPage'), 'ResetPasswordPage', ['auth']) },
    { path: 'confirm-email-change', ...uiPage(() => import('./routes/ConfirmEmailChangePage'), 'ConfirmEmailChangePage', ['auth', 'settings']) },
    { path: 'goodbye', ...uiPage(() => import('./routes/GoodbyePage'), 'GoodbyePage', ['auth', 'settings']) },
    { path: 'oauth/:product', ...uiPage(() => import('./routes/OAuthPage'), 'OAuthPage', ['auth']) },
    { path: 'oidc/callback', ...uiPage(() => import('./routes/OidcCallbackPage'), 'OidcCallbackPage', ['auth']) },
    { path: 'oidc/link', ...uiPage(() => import('./routes/OidcLinkPage'), 'OidcLinkPage', ['auth']) },
    { path: 'unsubscribe', ...uiPage(() => import('./routes/UnsubscribePage'), 'UnsubscribePage', ['comments']) },
    { path: 'rounds/:id/results', ...uiPage(() => import('./routes/RoundResultsPage'), 'RoundResultsPage', ['results'], prefetchResults) },
    { path: 'how-matching-works', ...page(() => import('./routes/HowMatchingWorksPage'), 'HowMatchingWorksPage', ['results']) },
    { path: 'cart', ...uiPage(() => import('./routes/CartPage'), 'CartPage', ['donations']) },
    { path: 'referral', ...uiPage(() => import('./routes/ReferralPage'), 'ReferralPage', ['referrals']) },
    { path: 'invitations/:token', ...uiPage(() => import('./routes/InvitationPage'), 'InvitationPage', ['members']) },
    {
      element: <AccessGuard type="organizations" />,
      children: [
        { path: 'create', ...uiPage(() => import('./routes/CreateStartPage'), 'CreateStartPage', ['projects', 'projectForm']) },
        ...WIZARD_STEPS.map((step) => ({
          path: `create/step-${step}`,
          ...uiPage(
            async () => {
              const { CreateStepPage } = await import('./routes/CreateStepPage');
              return { Step: () => <CreateStepPage step={step} /> };
            },
            'Step',
            ['projects', 'projectForm'],
          ),
        })),
        { path: 'create/publish', ...uiPage(() => import('./routes/CreatePublishPage'), 'CreatePublishPage', ['projects', 'projectForm']) },
      ],
    },
    {
      element: <AccessGuard type="both" />,
      children: [
        { path: 'projects/:id/vote', ...uiPage(() => import('./routes/VotePage'), 'VotePage', ['donations', 'projects', 'results']) },
        { path: 'create/select-identity', ...uiPage(() => import('./routes/SelectIdentityPage'), 'SelectIdentityPage', ['projects', 'projectForm']) },
        { path: 'dashboard/:identityId', ...uiPage(() => import('./routes/DashboardPage'), 'DashboardPage', ['projects', 'projectForm']) },
        { path: 'donations', ...uiPage(() => import('./routes/MyDonationsPage'), 'MyDonationsPage', ['donations']) },
        { path: 'donations/:id', ...uiPage(() => import('./routes/DonationPage'), 'DonationPage', ['donations']) },
        { path: 'settings', ...uiPage(() => import('./routes/SettingsPage'), 'SettingsPage', ['settings']) },
        { path: 'refer', ...uiPage(() => import('./routes/ReferPage'), 'ReferPage', ['referrals']) },
        { path: 'profile', ...uiPage(() => import('./routes/ProfilePage'), 'ProfilePage', ['referrals']) },
        {
          path: 'organizations/new',
          ...uiPage(() => import('./routes/CreateOrganizationPage'), 'CreateOrganizationPage', ['organizations']),
        },
        { path: 'verification', ...uiPage(() => import('./routes/VerificationPage'), 'VerificationPage', ['trust']) },
        { path: 'organizations/:id/members', ...uiPage(() => import('./routes/OrganizationMembersPage'), 'OrganizationMembersPage', ['members']) },
        {
          path: 'admin',
          ...uiPage(() => import('./OperatorGuard'), 'OperatorGuard'),
          children: [
            { index: true, ...uiPage(() => import('./routes/AdminPage'), 'AdminPage', ['roundsAdmin', 'trust', 'review']) },
            { path: 'verifications', ...uiPage(() => import('./routes/AdminVerificationsPage'), 'AdminVerificationsPage', ['trust']) },
            { path: 'reviews', ...uiPage(() => import('./routes/AdminReviewsPage'), 'AdminReviewsPage', ['review', 'trust']) },
            { path: 'referrals', ...uiPage(() => import('./routes/AdminReferralsPage'), 'AdminReferralsPage', ['trust']) },
            { path: 'donations', ...uiPage(() => import('./routes/AdminDonationsPage'), 'AdminDonationsPage', ['trust', 'donations']) },
            { path: 'rounds', ...uiPage(() => import('./routes/AdminRoundsPage'), 'AdminRoundsPage', ['roundsAdmin']) },
            { path: 'rounds/new', ...uiPage(() => import('./routes/AdminRoundFormPage'), 'AdminRoundFormPage', ['roundsAdmin']) },
            { path: 'rounds/:id/edit', ...uiPage(() => import('./routes/AdminRoundFormPage'), 'AdminRoundFormPage', ['roundsAdmin']) },
            { path: 'rounds/:id/standings', ...uiPage(() => import('./routes/AdminRoundStandingsPage'), 'AdminRoundStandingsPage', ['roundsAdmin']) },
            { path: 'rounds/:id/payouts', ...uiPage(() => import('./routes/AdminRoundPayoutsPage'), 'AdminRoundPayoutsPage', ['roundsAdmin']) },
          ],
        },
      ],
    },
    { path: '*', ...page(() => import('./routes/NotFoundPage'), 'NotFoundPage', ['errors']) },
  ];
}
