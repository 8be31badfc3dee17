import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { renderRoutes } from '@/test/render';
import type { AdminRound, Payout, PayoutList, ProjectPayouts } from '../api/types';
import { RoundPayouts } from './RoundPayouts';

const round = {
  id: 'round-1',
  number: 1,
  name: 'Round 1: Spring Commons',
  voting_end_at: '2026-09-03T11:15:00Z',
  phase: 'results',
  status: 'AFTER',
} as AdminRound;

function project(id: string, title: string, match_cents: number, paid_cents: number): ProjectPayouts {
  const outstanding_cents = match_cents - paid_cents;
  return { project_id: id, title, match: match_cents / 100, match_cents, paid: paid_cents / 100, paid_cents, outstanding: outstanding_cents / 100, outstanding_cents };
}

const earlier: Payout = {
  id: 'pay-1',
  round_id: 'round-1',
  project_id: 'p-beehives',
  title: 'Beehives for biodiversity',
  amount: 7888.58,
  amount_cents: 788858,
  reference: 'WIRE-0001',
  paid_at: '2026-09-10T08:00:00Z',
  recorded_by: 'op',
  created_at: '2026-09-10T08:01:00Z',
};

function list(paidCookstoves: number): PayoutList {
  const projects = [
    project('p-women', 'Women in leadership fellowship', 2177500, 0),
    project('p-cookstoves', 'Clean cookstoves', 989500, paidCookstoves),
    project('p-beehives', 'Beehives for biodiversity', 788858, 788858),
  ];
  const results = [earlier, ...(paidCookstoves ? [{ ...earlier, id: 'pay-2', project_id: 'p-cookstoves', title: 'Clean cookstoves', amount_cents: paidCookstoves, amount: paidCookstoves / 100, reference: 'WIRE-0002' }] : [])];
  return { results, total: results.length, total_paid: 0, total_paid_cents: results.reduce((sum, p) => sum + p.amount_cents, 0), projects, changes_since_freeze: [] };
}

function renderPayouts(handler: (call: RecordedCall) => Response | undefined = () => undefined) {
  let paid = 0;
  const mock = mockFetch((call) => {
    const answer = handler(call);
    if (answer) return answer;
    if (call.method === 'POST' && call.path === '/admin/rounds/round-1/payouts') {
      paid = Math.round(((call.body as { amount: number }).amount) * 100);
      return jsonResponse(201, { ...earlier, id: 'pay-2', project_id: 'p-cookstoves', title: 'Clean cookstoves', amount_cents: paid, reference: 'WIRE-0002' });
    }
    if (call.path === '/admin/rounds/round-1/payouts') return jsonResponse(200, list(paid));
    if (call.path === '/rounds/round-1/results') return jsonResponse(200, { results: [], summary: {} });
    return jsonResponse(404, { code: 'not_found' });
  });
  renderRoutes([{ path: '/', element: <RoundPayouts round={round} /> }], '/');
  return mock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RoundPayouts', () => {
  it('lists the donations that stopped counting after the freeze', async () => {
    renderPayouts((call) =>
      call.path === '/admin/rounds/round-1/payouts'
        ? jsonResponse(200, {
            ...list(0),
            changes_since_freeze: [
              { donation_id: 'd-1', project_id: 'p-women', project_title: 'Women in leadership fellowship', state: 'refunded', usd_cents: 2500, at: '2026-09-12T09:30:00Z' },
            ],
          })
        : undefined,
    );
    const section = await screen.findByTestId('changes-since-freeze');
    expect(within(section).getByRole('heading', { name: 'Changed since the results were frozen' })).toBeInTheDocument();
    const rows = within(section).getAllByTestId('freeze-change-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Women in leadership fellowship');
    expect(rows[0]).toHaveTextContent('$25.00');
    expect(rows[0]).toHaveTextContent('Refunded');
    expect(rows[0]).toHaveTextContent('2026/09/12 09:30 UTC');
  });

  it('shows no change section while every donation still counts', async () => {
    renderPayouts((call) => (call.path === '/admin/rounds/round-1/payouts' ? jsonResponse(200, { ...list(0), changes_since_freeze: [] }) : undefined));
    expect(await screen.findByTestId('payouts-total-due')).toBeInTheDocument();
    expect(screen.queryByTestId('changes-since-freeze')).not.toBeInTheDocument();
  });

  it('shows each final match next to what was paid, and the totals', async () => {
    renderPayouts();
    expect(await screen.findByTestId('payouts-total-due')).toHaveTextContent('$39,558.58');
    expect(screen.getByTestId('payouts-total-paid')).toHaveTextContent('$7,888.58');
    expect(screen.getByTestId('payouts-total-outstanding')).toHaveTextContent('$31,670.00');
    expect(screen.getByText('1 of 3 projects paid in full')).toBeInTheDocument();

    const rows = screen.getAllByTestId('payout-project-row');
    expect(within(rows[2]!).getByText('Paid in full')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByText('Not paid')).toBeInTheDocument();
    const history = screen.getAllByTestId('payout-row');
    expect(history).toHaveLength(1);
    expect(within(history[0]!).getByText('WIRE-0001')).toBeInTheDocument();
    expect(within(history[0]!).getByText('2026/09/10 08:00 UTC')).toBeInTheDocument();
  });

  it('refuses more than a project is still owed, then records a payout and updates the totals', async () => {
    const { calls } = renderPayouts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record a payout Clean cookstoves' }));
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(screen.getByText('Still owed: $9,895.00')).toBeInTheDocument();

    await user.type(amount, '9895.01');
    await user.type(screen.getByRole('textbox', { name: /^Reference/ }), 'WIRE-0002');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText('This is more than the project is still owed.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '4000.5');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));

    expect(await screen.findByText('A payout of $4,000.50 to Clean cookstoves was recorded.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ project_id: 'p-cookstoves', amount: 4000.5, reference: 'WIRE-0002' });
    await waitFor(() => expect(screen.getByTestId('payouts-total-paid')).toHaveTextContent('$11,889.08'));
    expect(screen.getByTestId('payouts-total-outstanding')).toHaveTextContent('$27,669.50');
    expect(screen.getAllByTestId('payout-row')).toHaveLength(2);
  });

  it('shows the server refusing a payout above the match on the amount', async () => {
    renderPayouts((call) =>
      call.method === 'POST'
        ? jsonResponse(409, { code: 'payout.exceeds_match', message: 'This payout would pay the project more than its match.' })
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record a payout Women in leadership fellowship' }));
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '10');
    await user.type(screen.getByRole('textbox', { name: /^Reference/ }), 'WIRE-9');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText('This payout would pay the project more than its final match.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('exports the CSV through the API as a download', async () => {
    const createObjectURL = vi.fn(() => 'blob:payouts');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = renderPayouts((call) =>
      call.query.get('format') === 'csv' ? new Response('payout_id,project_id\n', { headers: { 'Content-Type': 'text/csv' } }) : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export payouts CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.some((call) => call.path === '/admin/rounds/round-1/payouts' && call.query.get('format') === 'csv')).toBe(true);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('matchpool-round-1-payouts.csv');
  });

  it('explains that payouts wait for the freeze', async () => {
    renderPayouts((call) => {
      if (call.path === '/rounds/round-1/results') return jsonResponse(404, { code: 'results.not_frozen', message: 'Not frozen.' });
      if (call.path === '/admin/rounds/round-1/payouts') return jsonResponse(200, { results: [], total: 0, total_paid: 0, total_paid_cents: 0, projects: [] });
      return undefined;
    });
    expect(await screen.findByText(/once the round is frozen after voting closes on .*2026\/09\/03 11:15 UTC/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payout' })).not.toBeInTheDocument();
  });
});
