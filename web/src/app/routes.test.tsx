import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { browser } from '@/lib/browser';
import { config, round } from '@/test/fixtures';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes, testQueryClient } from '@/test/render';
import { createRoutes, preloadPage } from './router';
import { RELOADED_AFTER_SERVER_ERROR_KEY } from './routes/RouteErrorScreen';

function api(currentRound: unknown = round) {
  return mockFetch(({ path }) => {
    if (path === '/config') return jsonResponse(200, config);
    if (path === '/rounds') return jsonResponse(200, currentRound);
    if (path === '/rounds/rounds') return jsonResponse(200, { data: currentRound ? [currentRound] : [], total: currentRound ? 1 : 0 });
    return jsonResponse(404, { code: 'not_found' });
  });
}

function renderApp(path: string) {
  const queryClient = testQueryClient();
  return renderRoutes(createRoutes(queryClient), path, queryClient);
}

// The app loads these on demand; compiling them here keeps that out of the tests' waiting time.
beforeAll(() => Promise.all([import('./routes/HomePage'), import('./layout/AppsMenuList')]), 60_000);

describe('app routes', () => {
  it('redirects / to /home', async () => {
    api();
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Climate Resilience Round' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows the current round with UTC dates and the days left to submit', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-12T10:00:00Z'), toFake: ['Date'] });
    api();
    renderApp('/home');

    await screen.findByRole('heading', { level: 1, name: 'Climate Resilience Round' });
    expect(screen.getByTestId('round-number')).toHaveTextContent('Round 3');
    expect(screen.getByTestId('round-pool')).toHaveTextContent('$50,000');
    expect(screen.getByTestId('round-days-left')).toHaveTextContent('3 days left to submit a proposal');
    expect(screen.getByTestId('round-proposal-period')).toHaveTextContent('2025/03/01 00:00 UTC–2025/03/15 09:30 UTC');
    expect(screen.getByTestId('round-voting-period')).toHaveTextContent('2025/03/20 00:00 UTC–2025/04/01 18:00 UTC');
    expect(screen.getByTestId('round-results-date')).toHaveTextContent('2025/04/10 12:00 UTC');
    expect(screen.getByRole('heading', { name: 'About quadratic funding' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /hello@example.org/ })).toHaveAttribute('href', 'mailto:hello@example.org');
    vi.useRealTimers();
  });

  it('says so kindly when there is no round', async () => {
    api(null);
    renderApp('/home');

    expect(await screen.findByRole('heading', { level: 1, name: 'No funding round is open right now' })).toBeInTheDocument();
    expect(screen.queryByTestId('round-days-left')).not.toBeInTheDocument();
  });

  it("has a header whose log-in comes back to the page it was pressed on", async () => {
    api();
    renderApp('/how-matching-works');

    const [banner] = await screen.findAllByRole('banner');
    if (!banner) throw new Error('no header');
    expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/intro?next=%2Fhow-matching-works');
  });

  it('has a header with a log-in button for visitors and a footer with safe social links', async () => {
    api();
    renderApp('/home');

    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Matchpool home' })).toHaveAttribute('href', '/home');
    expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/intro');
    const footer = screen.getByRole('contentinfo');
    const x = await within(footer).findByRole('link', { name: 'Matchpool on X (opens in a new tab)' });
    expect(x).toHaveAttribute('target', '_blank');
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByText(/© \d{4} Matchpool\. All rights reserved\./)).toBeInTheDocument();
  });

  it('lists the sister apps in the grid menu', async () => {
    api();
    renderApp('/home');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open the app menu' }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Work/ })).toHaveAttribute('href', 'https://work.example.org');
    expect(within(menu).getByRole('menuitem', { name: /Account Center/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the 404 page on an unknown address', async () => {
    api();
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });
});

describe('the first page', () => {
  it('loads ahead with its data, then draws at once with the layout: no loading screen, nothing shifts', async () => {
    api();
    const queryClient = testQueryClient();
    const routes = createRoutes(queryClient);

    await preloadPage(routes, '/home');
    renderRoutes(routes, '/home', queryClient);

    // Synchronously, in the first render: the page is there, not a spinner in its place.
    expect(screen.getByRole('heading', { level: 1, name: 'Climate Resilience Round' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('renders a page that was not loaded ahead once it arrives', async () => {
    api();
    const queryClient = testQueryClient();
    renderRoutes(createRoutes(queryClient), '/home', queryClient);

    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Climate Resilience Round' })).toBeInTheDocument();
  });
});

describe('route errors', () => {
  beforeEach(() => {
    // React reports the errors a boundary catches on the console; they are the point of these tests.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  /** /home with the current round's request failing as `error` says: the page cannot show. */
  function failingHome(error: ApiError) {
    mockFetch(({ path }) => {
      if (path === '/config') return jsonResponse(200, config);
      if (path === '/rounds') return jsonResponse(error.status, { error: error.code, code: error.code, message: error.message });
      return jsonResponse(404, { code: 'not_found' });
    });
    return renderApp('/home');
  }

  it('reloads once on a server error, then shows the Internal Server Error page', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);

    const first = failingHome(new ApiError(500, 'internal', 'boom'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(RELOADED_AFTER_SERVER_ERROR_KEY)).toBe('1');
    first.unmount();

    failingHome(new ApiError(500, 'internal', 'boom'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a 401', async () => {
    failingHome(new ApiError(401, 'auth.unauthorized', 'no'));

    await screen.findByRole('banner');
    await vi.waitFor(() => expect(screen.getByRole('main')).toBeEmptyDOMElement());
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the generic screen with the status for other errors', async () => {
    failingHome(new ApiError(403, 'forbidden', 'no'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('403 Forbidden')).toBeInTheDocument();
  });
});
