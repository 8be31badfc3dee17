import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { renderRoutes } from '@/test/render';
import type { AdminRound, Standings } from '../api/types';
import { RoundStandings } from './RoundStandings';
import { matchingParams } from '@/test/fixtures';

const round = {
  id: 'round-3',
  number: 3,
  name: 'Round 3: Education for All',
  voting_start_at: '2026-11-12T11:15:00Z',
  voting_end_at: '2026-12-04T11:15:00Z',
  phase: 'voting',
  status: 'DURING',
} as AdminRound;

function standings(computedAt: string, live = true): Standings {
  return {
    results: [
      {
        project_id: 'p-radios',
        title: 'Flood early-warning radios',
        supporters: 4,
        donations_usd: 225,
        donations_cents: 22500,
        raw_match: 402.5,
        uncapped: 28621.26,
        uncapped_cents: 2862126,
        cap: 12775,
        cap_cents: 1277500,
        match: 12775,
        match_cents: 1277500,
        capped: true,
      },
      {
        project_id: 'p-safe',
        title: 'Safe houses network',
        supporters: 3,
        donations_usd: 120,
        donations_cents: 12000,
        raw_match: 19.76,
        uncapped: 1405,
        uncapped_cents: 140500,
        cap: 24880,
        cap_cents: 2488000,
        match: 10255.59,
        match_cents: 1025559,
        capped: false,
      },
    ],
    summary: {
      round_id: 'round-3',
      round_number: 3,
      pool: 40000,
      pool_cents: 4000000,
      allocated: 23030.59,
      allocated_cents: 2303059,
      unallocated: 16969.41,
      unallocated_cents: 1696941,
      params: matchingParams,
      input_sha256: 'ab'.repeat(32),
      algorithm: 'qf',
      algorithm_version: 1,
      frozen_at: live ? computedAt : round.voting_end_at,
      computed_at: computedAt,
      live,
    },
  };
}

function renderStandings(shown: AdminRound, handler: (call: RecordedCall) => Response | undefined = () => undefined) {
  const mock = mockFetch((call) => {
    const answer = handler(call);
    if (answer) return answer;
    if (call.path === `/rounds/${shown.id}/results`) return jsonResponse(404, { code: 'results.not_frozen', message: 'Not frozen.' });
    if (call.path === `/admin/rounds/${shown.id}/standings`) return jsonResponse(200, standings('2026-11-22T11:40:00Z'));
    return jsonResponse(404, { code: 'not_found' });
  });
  renderRoutes([{ path: '/', element: <RoundStandings round={shown} /> }], '/');
  return mock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RoundStandings', () => {
  it('shows the live standings during voting, refreshes them on demand, and offers no freeze', async () => {
    const { calls } = renderStandings(round);
    const table = await screen.findByRole('table', { name: "Each project's supporters, donations and current match" });
    const rows = within(table).getAllByTestId('standing-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader', { name: 'Flood early-warning radios' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$12,775.00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Capped at $12,775.00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Not capped')).toBeInTheDocument();
    expect(screen.getByTestId('standings-computed-at')).toHaveTextContent('2026/11/22 11:40 UTC');
    expect(screen.getByText(/Voting closes on .*2026\/12\/04 11:15 UTC.*frozen automatically/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Freeze now' })).not.toBeInTheDocument();
    // Voting is open, so the round cannot be frozen: its results are not asked for (no console 404, issue 36).
    expect(calls.some((call) => call.path === '/rounds/round-3/results')).toBe(false);

    const before = calls.filter((call) => call.path.endsWith('/standings')).length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText('Standings recomputed at \u20662026/11/22 11:40 UTC\u2069.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/standings')).length).toBe(before + 1);
  });

  it('offers to freeze once voting has ended, after a confirmation, then shows the final results', async () => {
    const ended = { ...round, phase: 'tallying', status: 'AFTER' } as AdminRound;
    let frozen = false;
    const { calls } = renderStandings(ended, (call) => {
      if (call.path.endsWith('/standings')) return jsonResponse(200, standings('2026-12-04T11:20:00Z'));
      if (call.method === 'POST' && call.path === '/admin/rounds/round-3/freeze') {
        frozen = true;
        return jsonResponse(201, standings('2026-12-04T11:21:00Z', false));
      }
      if (frozen && call.path === '/rounds/round-3/results') return jsonResponse(200, standings('2026-12-04T11:21:00Z', false));
      return undefined;
    });
    expect(await screen.findByText(/Voting closed on .*but the round is not frozen yet/)).toBeInTheDocument();
    await screen.findByTestId('standings-computed-at');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Freeze now' }));

    const dialog = screen.getByRole('dialog', { name: 'Freeze round 3 now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Freeze now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Freeze the results' }));
    expect(await screen.findByText('The round is frozen. These are its final results.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/admin/rounds/round-3/freeze']);
    expect(await screen.findByRole('table', { name: "Each project's supporters, donations and final match" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Freeze now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record payouts' })).toHaveAttribute('href', '/admin/rounds/round-3/payouts');
  });

  it('explains a refused freeze', async () => {
    const ended = { ...round, status: 'AFTER' } as AdminRound;
    renderStandings(ended, (call) => {
      if (call.path.endsWith('/standings')) return jsonResponse(200, standings('2026-12-04T11:20:00Z'));
      return call.method === 'POST' ? jsonResponse(409, { code: 'results.voting_open', message: 'Voting is still open.' }) : undefined;
    });
    const user = userEvent.setup();
    await screen.findByTestId('standings-computed-at');
    await user.click(screen.getByRole('button', { name: 'Freeze now' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Freeze the results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Voting is still open: a round can be frozen only once its voting has closed.');
  });

  it("shows a frozen round's final results instead of live standings", async () => {
    const { calls } = renderStandings({ ...round, status: 'AFTER' }, (call) =>
      call.path === '/rounds/round-3/results' ? jsonResponse(200, standings('2026-12-04T11:16:00Z', false)) : undefined,
    );
    expect(await screen.findByText(/This round is frozen: these are its final results, from the votes and donations up to/)).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/standings'))).toBe(false);
  });
});
