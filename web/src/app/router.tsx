import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, type Params, type RouteObject } from 'react-router';
import { projectQueryOptions } from '@/features/projects/api/getProject';
import { PAGE_COVER_SIZES, preloadCover } from '@/features/projects/utils/cover';
import { currentRoundQueryOptions } from '@/features/rounds/api/getCurrentRound';
import { roundListQueryOptions } from '@/features/rounds/api/listRounds';
import { roundQueryOptions } from '@/features/results/api/getRound';
import { mayHaveResults, roundResultsQueryOptions } from '@/features/results/api/getRoundResults';
import type { Namespace } from '@/lib/i18n/resources';
import { loading } from '@/lib/loading';
import { paths, WIZARD_STEPS } from '@/lib/paths';
import { identitiesQueryOptions } from '@/lib/auth/identities';
import { session } from '@/lib/auth/session';
import { AccessGuard } from './AccessGuard';
import type { SignedInReads } from './signedInReads';
import { RootLayout } from './layout/RootLayout';

type PageModule<K extends string> = Record<K, ComponentType>;

/** What a lazily loaded route carries in its `handle`: starts its download ahead of rendering. */
export interface PageHandle {
  /**
   * Resolves once the page's code, translations and first data (for these route parameters) are
   * in, or failed: the page then shows why.
   */
  preload: (params: Params) => Promise<void>;
}

/** Starts a page's data; given the route's parameters when the page loads ahead of its first render. */
type Prefetch = (params?: Params) => Promise<unknown>;

/**
 * A route whose page loads on demand, once, whether asked by `preload` (the app loads the first
 * page before its first render, so header, page and footer appear together, without a shift) or
 * by rendering (the page suspends until it arrives). While it loads the overlay shows: a page
 * opened by a link keeps the previous one on screen until it arrives (the router navigates in a
 * transition). The flag moves after the render that asked for the page, never during it.
 * `prefetch` starts the page's data with its code.
 */
function lazyPage(load: () => Promise<ComponentType>, prefetch?: Prefetch): { element: ReactElement; handle: PageHandle } {
  let pending: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  let data: Promise<unknown> | undefined;
  const start = (params?: Params) => {
    if (pending) return pending;
    // A failed read is the page's to show (its own query has the error).
    data = prefetch?.(params).catch(() => undefined);
    queueMicrotask(() => loading.start());
    pending = load().then((Component) => (loaded = Component));
    void pending.finally(() => queueMicrotask(() => loading.stop())).catch(() => undefined);
    return pending;
  };
  const Page = lazy(() => {
    const arriving = start();
    // Loaded ahead: a thenable that answers at once, so `lazy` renders the page without suspending.
    if (loaded) {
      const module = { default: loaded };
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
    }
    return arriving.then((Component) => ({ default: Component }));
  });
  const preload = (params: Params) =>
    Promise.all([start(params), data]).then(
      () => undefined,
      () => undefined,
    );
  return { element: <Page />, handle: { preload } };
}

/**
 * Loads the page at `pathname` (its code, translations and data) if it loads lazily, with what
 * the routes around it need first (a guard's identities).
 */
export function preloadPage(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload(match.params) ?? Promise.resolve())).then(() => undefined);
}

/**
 * The route table, for the declarative router (`useRoutes`: the data router's loaders and
 * `lazy` are not used, which keeps half of React Router out of the first page). Each page's
 * code and translations download the first time it is needed (`lazyPage`). A page's errors
 * render inside the layout (`RootLayout`'s error boundary: header and footer stay).
 */
export function createRoutes(queryClient: QueryClient, i18n?: I18n): RouteObject[] {
  /** A page's component, with its translations (in the current language) loaded alongside. */
  const pageModule = async <K extends string>(load: () => Promise<PageModule<K>>, name: K, namespaces: Namespace[]) => {
    const [module] = await Promise.all([load(), i18n?.loadNamespaces(namespaces)]);
    const Component: ComponentType = module[name];
    return Component;
  };

  /**
   * A page loaded on demand: its code and its translations download together, so a page arrives
   * whole and the first page carries nothing of the others. Such a page draws with the kit's
   * plain parts (components/ui: buttons, links, notices) and CSS only, none of React Aria's
   * widgets. `prefetch` starts the page's data with its code.
   */
  const page = <K extends string>(load: () => Promise<PageModule<K>>, name: K, namespaces: Namespace[] = [], prefetch?: Prefetch) =>
    lazyPage(() => pageModule(load, name, namespaces), prefetch);

  /**
   * A page drawn with the kit's interactive parts (components/ui, React Aria): as `page`, with the
   * kit's providers (the page's locale for React Aria, links through the router) loaded alongside
   * and around it, and the error messages (`errors`), which its forms and API calls use.
   */
  const uiPage = <K extends string>(load: () => Promise<PageModule<K>>, name: K, namespaces: Namespace[] = [], prefetch?: Prefetch) =>
    lazyPage(async () => {
      const [Component, { UiProviders }] = await Promise.all([pageModule(load, name, [...namespaces, 'errors']), import('@/components/ui/UiProvider')]);
      return function WithUi() {
        return (
          <UiProviders>
            <Component />
          </UiProviders>
        );
      };
    }, prefetch);

  /**
   * The current round (/home waits for it: `useSuspenseQuery`) and the list of rounds (the notices
   * above /home's hero and /projects' list come from it): they download with the page's code, so a
   * page loaded ahead draws with its notices in place, not pushed down when they arrive.
   */
  const prefetchRounds = () => Promise.all([queryClient.prefetchQuery(currentRoundQueryOptions()), queryClient.prefetchQuery(roundListQueryOptions())]);
  /**
   * A project, when its page is the first one: the page draws whole, not a spinner first; its
   * cover is asked for as soon as the project is known, not once the page has drawn.
   */
  const prefetchProject = async (params?: Params) => {
    if (!params?.id) return;
    preloadCover((await queryClient.ensureQueryData(projectQueryOptions(params.id))).cover, PAGE_COVER_SIZES);
  };

  /**
   * A round's results, when their page is the first one: the round with the page's code, then its
   * results if the round may have them (none are asked for a round still open).
   */
  const prefetchResults = async (params?: Params) => {
    if (!params?.id) return;
    const round = await queryClient.ensureQueryData(roundQueryOptions(params.id));
    if (mayHaveResults(round)) await queryClient.prefetchQuery(roundResultsQueryOptions(params.id));
  };

  /**
   * Pages for signed-in people draw whole in the app's first render when they are the first page:
   * their guard's identities and the page's first reads load with its code. That render is a
   * transition, which yields to the browser every few milliseconds; a page drawn as its reads
   * arrive instead is drawn by TanStack Query's store updates, which React renders synchronously,
   * each in one long task (settings: two of 0.8-0.9 s on a 4x slower CPU). A visitor, whom the
   * guard sends to sign in, reads nothing.
   */
  const whenSignedIn =
    (prefetch: Prefetch): Prefetch =>
    (params) =>
      session.get().signedIn ? prefetch(params) : Promise.resolve();
  /** The first reads of a page for signed-in people (src/app/signedInReads.ts), loaded beside the page's code. */
  const signedInReads = (name: SignedInReads) =>
    whenSignedIn((params) => import('./signedInReads').then((reads): Promise<unknown> => reads[name](queryClient, params ?? {})));
  const guard: PageHandle = {
    preload: () =>
      whenSignedIn(() => Promise.all([queryClient.ensureQueryData(identitiesQueryOptions()), signedInReads('guarded')()]))().then(
        () => undefined,
        () => undefined,
      ),
  };

  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { index: true, element: <Navigate to={paths.home} replace /> },
        { path: 'home', ...page(() => import('./routes/HomePage'), 'HomePage', ['home'], prefetchRounds) },
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
        { path: 'projects', ...page(() => import('./routes/ProjectsPage'), 'ProjectsPage', ['home', 'projects'], prefetchRounds) },
        { path: 'projects/:id', ...page(() => import('./routes/ProjectPage'), 'ProjectPage', ['projects', 'donations', 'comments', 'review'], prefetchProject) },
        { path: 'unsubscribe', ...uiPage(() => import('./routes/UnsubscribePage'), 'UnsubscribePage', ['comments']) },
        { path: 'rounds/:id/results', ...uiPage(() => import('./routes/RoundResultsPage'), 'RoundResultsPage', ['results'], prefetchResults) },
        { path: 'how-matching-works', ...page(() => import('./routes/HowMatchingWorksPage'), 'HowMatchingWorksPage', ['results']) },
        { path: 'cart', ...uiPage(() => import('./routes/CartPage'), 'CartPage', ['donations']) },
        { path: 'referral', ...uiPage(() => import('./routes/ReferralPage'), 'ReferralPage', ['referrals']) },
        { path: 'invitations/:token', ...uiPage(() => import('./routes/InvitationPage'), 'InvitationPage', ['members']) },
        { path: 'organizations/:shortname', ...page(() => import('./routes/OrganizationPage'), 'OrganizationPage', ['organizations', 'projects', 'errors']) },
        {
          element: <AccessGuard type="organizations" />,
          handle: guard,
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
          handle: guard,
          children: [
            { path: 'projects/:id/vote', ...uiPage(() => import('./routes/VotePage'), 'VotePage', ['donations', 'projects', 'results'], signedInReads('vote')) },
            { path: 'create/select-identity', ...uiPage(() => import('./routes/SelectIdentityPage'), 'SelectIdentityPage', ['projects', 'projectForm']) },
            { path: 'dashboard/:identityId', ...uiPage(() => import('./routes/DashboardPage'), 'DashboardPage', ['projects', 'projectForm']) },
            { path: 'donations', ...uiPage(() => import('./routes/MyDonationsPage'), 'MyDonationsPage', ['donations'], signedInReads('myDonations')) },
            { path: 'donations/:id', ...uiPage(() => import('./routes/DonationPage'), 'DonationPage', ['donations'], signedInReads('donation')) },
            { path: 'settings', ...uiPage(() => import('./routes/SettingsPage'), 'SettingsPage', ['settings'], signedInReads('settings')) },
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
      ],
    },
  ];
}
