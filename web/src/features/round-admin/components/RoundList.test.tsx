import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { renderRoutes } from '@/test/render';
import type { AdminRound } from '../api/types';
import { RoundList } from './RoundList';
import { matchingParams } from '@/test/fixtures';

function round(number: number, phase: AdminRound['phase']): AdminRound {
  return {
    id: `round-${number}`,
    number,
    name: `Round ${number}`,
    description: '',
    pool_amount: 50000,
    pool_cents: 5000050,
    projects_need_approval: false,
    cover: null,
    submission_start_at: '2026-07-25T11:15:02.5Z',
    submission_end_at: '2026-08-14T11:15:00Z',
    voting_start_at: '2026-08-19T11:15:00Z',
    voting_end_at: '2026-09-03T11:15:00Z',
    results_at: '2026-09-08T11:15:00Z',
    voting_announce_at: '2026-09-08T11:15:00Z',
    phase,
    status: 'AFTER',
    total_projects: 6,
    total_votes: 24,
    total_donations: 600,
    algorithm: 'qf',
    params: matchingParams,
    created_at: '2026-07-01T00:00:00Z',
    updated_at: '2026-07-01T00:00:00Z',
  };
}

function renderList(answer: (call: RecordedCall) => Response) {
  const mock = mockFetch((call) => (call.path === '/rounds/rounds' ? answer(call) : jsonResponse(404, { code: 'not_found' })));
  renderRoutes([{ path: '/', element: <RoundList /> }], '/');
  return mock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RoundList', () => {
  it('lists every round with its phase, UTC dates, pool and totals, and links to what can be done', async () => {
    const { calls } = renderList(() => jsonResponse(200, { data: [round(2, 'voting'), round(1, 'results')], total: 2 }));
    const rows = await screen.findAllByTestId('round-row');
    expect(rows).toHaveLength(2);
    const voting = within(rows[0]!);
    expect(voting.getByRole('rowheader')).toHaveTextContent('Round 2');
    expect(voting.getByText('Voting')).toBeInTheDocument();
    expect(voting.getByText('2026/07/25 11:15 UTC')).toBeInTheDocument();
    expect(voting.getByText('$50,000.50')).toBeInTheDocument();
    expect(voting.getByRole('link', { name: 'Edit (round 2)' })).toHaveAttribute('href', '/admin/rounds/round-2/edit');
    expect(voting.getByRole('link', { name: 'Standings (round 2)' })).toHaveAttribute('href', '/admin/rounds/round-2/standings');
    expect(voting.getByRole('link', { name: 'Payouts (round 2)' })).toHaveAttribute('href', '/admin/rounds/round-2/payouts');
    // Public results only once they are published.
    expect(voting.queryByRole('link', { name: /Public results/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Public results (round 1)' })).toHaveAttribute('href', '/rounds/round-1/results');
    expect(calls[0]?.query.get('limit')).toBe('100');
  });

  it('reads every page of a long list', async () => {
    const many = Array.from({ length: 130 }, (_, index) => round(130 - index, 'results'));
    const { calls } = renderList((call) => {
      const page = Number(call.query.get('page'));
      return jsonResponse(200, { data: many.slice((page - 1) * 100, page * 100), total: many.length });
    });
    expect(await screen.findAllByTestId('round-row')).toHaveLength(130);
    expect(calls.map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('invites to create the first round when there is none', async () => {
    renderList(() => jsonResponse(200, { data: [], total: 0 }));
    expect(await screen.findByText('There are no rounds yet. Create the first one to open submissions.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New round' })).toHaveAttribute('href', '/admin/rounds/new');
  });

  it('says when the rounds could not be loaded, and tries again', async () => {
    let fail = true;
    renderList(() => (fail ? jsonResponse(500, { code: 'internal', message: 'Boom' }) : jsonResponse(200, { data: [round(1, 'results')], total: 1 })));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The rounds could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('round-row')).toHaveLength(1);
  });
});
