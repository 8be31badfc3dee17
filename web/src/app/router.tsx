import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type Params, type RouteObject } from 'react-router';
import { projectQueryOptions } from '@/features/projects/api/getProject';
import { PAGE_COVER_SIZES, preloadCover } from '@/features/projects/utils/cover';
import { currentRoundQueryOptions } from '@/features/rounds/api/getCurrentRound';
import { roundQueryOptions } from '@/features/results/api/getRound';
import { mayHaveResults, roundResultsQueryOptions } from '@/features/results/api/getRoundResults';
import { roundListQueryOptions } from '@/features/rounds/api/listRounds';
import type { Namespace } from '@/lib/i18n/resources';
import { loading } from '@/lib/loading';
import { paths } from '@/lib/paths';
import { RootLayout } from './layout/RootLayout';

export type PageModule<K extends string> = Record<K, ComponentType>;

/** What a lazily loaded route carries in its `handle`: starts its download ahead of rendering. */
export interface PageHandle {
  /**
   * Resolves once the page's code, translations and first data (for these route parameters) are
   * in, or failed: the page then shows why.
   */
  preload: (params: Params) => Promise<void>;
}

/** Starts a page's data; given the route's parameters when the page loads ahead of its first render. */
export type Prefetch = (params?: Params) => Promise<unknown>;

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

/** How a route's page is declared (`page` and `uiPage` in `createRoutes`). */
export type PageRoute = <K extends string>(
  load: () => Promise<PageModule<K>>,
  name: K,
  namespaces?: Namespace[],
  prefetch?: Prefetch,
) => { element: ReactElement; handle: PageHandle };

/**
 * The table of every page but the first ones (/home, /projects, a project): a chunk of its own, so
 * the entry does not carry each page's import and the list of files it needs. Fetched ahead by the
 * shell script when another page is the first one, and once the first page is in (`appRoutes.ts`).
 */
export const loadOtherRoutes = () => import('./otherRoutes');

/**
 * Routes whose table loads on demand (`load`), drawn below the route that holds them
 * (`useRoutes`: React Router matches them against the rest of the address). Loaded ahead, with
 * the page they lead to, when one of them is the first page.
 */
function lazyRoutes(load: () => Promise<RouteObject[]>): { element: ReactElement; handle: PageHandle } {
  let table: RouteObject[] | undefined;
  const { element, handle } = lazyPage(async () => {
    const routes = (table = await load());
    return function OtherRoutes() {
      return useRoutes(routes);
    };
  });
  const preload = async (params: Params) => {
    await handle.preload(params);
    if (table) await preloadPage(table, `/${params['*'] ?? ''}`);
  };
  return { element, handle: { preload } };
}

/** Loads the page at `pathname` (its code, translations and data) if it loads lazily. */
export function preloadPage(routes: RouteObject[], pathname: string): Promise<void> {
  const match = matchRoutes(routes, pathname)?.at(-1);
  return (match?.route.handle as PageHandle | undefined)?.preload(match?.params ?? {}) ?? Promise.resolve();
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
  const page: PageRoute = (load, name, namespaces = [], prefetch) =>
    lazyPage(() => pageModule(load, name, namespaces), prefetch);

  /**
   * A page drawn with the kit's interactive parts (components/ui, React Aria): as `page`, with the
   * kit's providers (the page's locale for React Aria, links through the router) loaded alongside
   * and around it, and the error messages (`errors`), which its forms and API calls use.
   */
  const uiPage: PageRoute = (load, name, namespaces = [], prefetch) =>
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

  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { index: true, element: <Navigate to={paths.home} replace /> },
        { path: 'home', ...page(() => import('./routes/HomePage'), 'HomePage', ['home'], prefetchRounds) },
        { path: 'projects', ...page(() => import('./routes/ProjectsPage'), 'ProjectsPage', ['home', 'projects'], prefetchRounds) },
        { path: 'projects/:id', ...page(() => import('./routes/ProjectPage'), 'ProjectPage', ['projects', 'donations', 'comments', 'review'], prefetchProject) },
        // Every other page, and the 404 page: their table is a chunk of its own (otherRoutes.tsx).
        { path: '*', ...lazyRoutes(async () => (await loadOtherRoutes()).otherRoutes({ page, uiPage, prefetchResults })) },
      ],
    },
  ];
}
