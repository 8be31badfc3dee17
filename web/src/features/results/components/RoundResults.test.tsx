import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import type { RoundResults as Results } from '../api/types';
import { RoundResults } from './RoundResults';
import { matchingParams } from '@/test/fixtures';

const ROUND_ID = '01a2029a-a382-759c-889e-82cf59eb3d4c';

const round = {
  id: ROUND_ID,
  number: 1,
  name: 'Spring Commons',
  description: null,
  pool_amount: 50000,
  cover: null,
  submission_start_at: '2026-01-01T00:00:00Z',
  submission_end_at: '2026-02-01T00:00:00Z',
  voting_start_at: '2026-03-01T00:00:00Z',
  voting_end_at: '2026-04-01T00:00:00Z',
  results_at: '2026-04-08T09:05:00Z',
  voting_announce_at: null,
  phase: 'results',
  status: 'AFTER',
  total_projects: 2,
  total_votes: 10,
  total_donations: 8,
};

const results: Results = {
  results: [
    {
      project_id: 'p-1',
      title: 'Women in leadership fellowship',
      supporters: 4,
      donations_usd: 225,
      donations_cents: 22500,
      raw_match: 402.50000000000006,
      uncapped: 35776.58,
      uncapped_cents: 3577658,
      cap: 21775,
      cap_cents: 2177500,
      match: 21775,
      match_cents: 2177500,
      capped: true,
    },
    {
      project_id: 'p-2',
      title: 'Beehives for biodiversity',
      supporters: 3,
      donations_usd: 120,
      donations_cents: 12000,
      raw_match: 19.758406088028423,
      uncapped: 1756.24,
      uncapped_cents: 175624,
      cap: 8880,
      cap_cents: 888000,
      match: 7888.58,
      match_cents: 788858,
      capped: false,
    },
  ],
  summary: {
    round_id: ROUND_ID,
    round_number: 1,
    pool: 29663.58,
    pool_cents: 2966358,
    allocated: 29663.58,
    allocated_cents: 2966358,
    unallocated: 0,
    unallocated_cents: 0,
    algorithm: 'qf',
    algorithm_version: 1,
    params: matchingParams,
    input_sha256: '8aca370a22966e2c65ff6fedfb39c6816161c30ff8476279a56122bcffcee8d0',
    frozen_at: '2026-04-01T00:00:00Z',
    computed_at: '2026-04-01T00:00:42Z',
    live: false,
  },
};

function renderPage(resultsResponse: () => Response, shownRound: object = round) {
  const fetched = mockFetch((call) => {
    if (call.path === `/rounds/${ROUND_ID}/results`) return resultsResponse();
    if (call.path === `/rounds/${ROUND_ID}`) return jsonResponse(200, shownRound);
    return jsonResponse(404, { code: 'not_found' });
  });
  renderRoutes(
    [
      { path: '/rounds/:id/results', element: <RoundResults roundId={ROUND_ID} /> },
      { path: '/projects/:id', element: <p>project page</p> },
      { path: '/how-matching-works', element: <p>how page</p> },
    ],
    `/rounds/${ROUND_ID}/results`,
  );
  return fetched;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RoundResults', () => {
  it('shows the summary and a table row per project with its values', async () => {
    renderPage(() => jsonResponse(200, results));

    expect(await screen.findByRole('heading', { level: 1, name: 'Results of Spring Commons' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Final match of every project/ });
    expect(within(table).getByRole('columnheader', { name: 'Supporters' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Final match' })).toBeInTheDocument();

    const rows = within(table).getAllByTestId('result-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Women in leadership fellowship' })).toHaveAttribute('href', '/projects/p-1');
    expect(first.getByText('$225.00')).toBeInTheDocument();
    expect(first.getByText('402.50')).toBeInTheDocument();
    expect(first.getAllByText('$21,775.00')).toHaveLength(2); // cap and final match
    expect(first.getByText('Capped')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$7,888.58')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Not capped')).toBeInTheDocument();

    expect(screen.getByTestId('summary-pool')).toHaveTextContent('$29,663.58');
    expect(screen.getByTestId('summary-hash')).toHaveTextContent(results.summary.input_sha256);
    expect(screen.getByTestId('summary-computed')).toHaveTextContent('2026/04/01 00:00 UTC');
    expect(screen.getByText('qf, version 1')).toBeInTheDocument();
  });

  it('links the downloads and shows the verify command with the real file name', async () => {
    renderPage(() => jsonResponse(200, results));

    expect(await screen.findByRole('link', { name: /Audit pack/ })).toHaveAttribute('href', `/api/rounds/${ROUND_ID}/audit-pack`);
    expect(screen.getByRole('link', { name: /Results \(CSV\)/ })).toHaveAttribute('href', `/api/rounds/${ROUND_ID}/results.csv`);
    expect(screen.getByRole('link', { name: /Results \(JSON\)/ })).toHaveAttribute('href', `/api/rounds/${ROUND_ID}/results.json`);
    expect(screen.getByTestId('verify-command')).toHaveTextContent('matchpool qf verify matchpool-round-1-audit-pack.zip');
    expect(screen.getAllByRole('link', { name: 'How matching works' })[0]).toHaveAttribute('href', '/how-matching-works');
  });

  it('says when the results are not published yet, with the results date', async () => {
    renderPage(() =>
      jsonResponse(404, { code: 'results.not_published', message: 'The results of this round are not published yet.' }),
    );

    expect(await screen.findByRole('heading', { name: 'The results are not published yet' })).toBeInTheDocument();
    expect(await screen.findByText(/will be published on .*2026\/04\/08 09:05 UTC/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the results are not computed yet', async () => {
    renderPage(() => jsonResponse(404, { code: 'results.not_frozen', message: 'Not frozen.' }));

    expect(await screen.findByRole('heading', { name: 'The results are not computed yet' })).toBeInTheDocument();
  });

  it('does not ask for the results of a round still voting, and says when they come (issue 36)', async () => {
    const { calls } = renderPage(() => jsonResponse(404, { code: 'results.not_frozen', message: 'Not frozen.' }), { ...round, phase: 'voting', status: 'DURING' });

    expect(await screen.findByRole('heading', { name: 'The results are not published yet' })).toBeInTheDocument();
    expect(screen.getByText(/will be published on .*2026\/04\/08 09:05 UTC/)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain(`/rounds/${ROUND_ID}/results`);
  });

  it('offers a retry on other errors', async () => {
    renderPage(() => jsonResponse(500, { code: 'internal', message: 'Boom' }));

    expect(await screen.findByRole('heading', { name: 'The results could not be loaded' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
