import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import type { Reward } from '../api/types';
import { ReferralLedger } from './ReferralLedger';

const reward = (overrides: Partial<Reward>): Reward => ({
  id: 'r-1',
  identity_id: 'aaaaaaaa-0000-0000-0000-000000000001',
  identity_name: '',
  side: 'referrer',
  referrer_id: 'aaaaaaaa-0000-0000-0000-000000000001',
  referrer_name: '',
  referee_id: 'bbbbbbbb-0000-0000-0000-000000000002',
  referee_name: '',
  kind: 'person',
  thank: 1100,
  status: 'earned',
  paid_at: null,
  created_at: '2025-03-05T07:08:00Z',
  ...overrides,
});

function renderLedger(rows: Reward[]) {
  let current = rows;
  const { calls } = mockFetch((call) => {
    const paid = /^\/admin\/referrals\/rewards\/(.+)\/paid$/.exec(call.path);
    if (paid) {
      current = current.map((row) => (row.id === paid[1] ? { ...row, status: 'paid', paid_at: '2025-03-06T10:00:00Z' } : row));
      return jsonResponse(200, current.find((row) => row.id === paid[1]));
    }
    if (call.path === '/admin/referrals/rewards' && call.query.get('format') === 'csv') {
      return new Response('id,identity_id,side\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    }
    if (call.path === '/admin/referrals/rewards') return jsonResponse(200, { results: current, total_thank: 0 });
    return jsonResponse(404, { code: 'not_found' });
  });
  render(
    <Providers>
      <ReferralLedger />
    </Providers>,
  );
  return calls;
}

const ledger = [
  reward({}),
  reward({ id: 'r-2', side: 'referee', identity_id: 'bbbbbbbb-0000-0000-0000-000000000002' }),
  reward({ id: 'r-3', kind: 'organization', thank: 2000, status: 'paid', paid_at: '2025-03-01T00:00:00Z', referee_id: 'cccccccc-0000-0000-0000-000000000003' }),
];

describe('ReferralLedger', () => {
  it('shows each reward with both sides, the amount and the status, and filters by status', async () => {
    renderLedger(ledger);
    const rows = await screen.findAllByTestId('reward-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('aaaaaaaa')).toHaveAttribute('title', 'aaaaaaaa-0000-0000-0000-000000000001');
    expect(within(rows[0] as HTMLElement).getByText('1,100 THANK')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('2,000 THANK')).toBeInTheDocument();
    expect(screen.getByText('To pay: 2,200 THANK')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    expect(screen.getAllByTestId('reward-row')).toHaveLength(1);
    expect(screen.getByText('2025/03/01 00:00 UTC')).toBeInTheDocument();
  }, 20_000);

  it('marks the selected rewards paid, one call each', async () => {
    const calls = renderLedger(ledger);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Select every unpaid reward' }));
    await user.click(screen.getByRole('button', { name: 'Mark selected paid (2)' }));

    expect(await screen.findByText('Marked as paid: 2,200 THANK.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/admin/referrals/rewards/r-1/paid',
      '/admin/referrals/rewards/r-2/paid',
    ]);
    expect(screen.queryByRole('button', { name: /^Mark paid/ })).not.toBeInTheDocument();
  }, 20_000);

  it('downloads the ledger as CSV', async () => {
    // jsdom has no object URLs: stand in for them during this test only.
    const original = { create: URL.createObjectURL.bind(URL), revoke: URL.revokeObjectURL.bind(URL) };
    URL.createObjectURL = vi.fn(() => 'blob:ledger');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const calls = renderLedger(ledger);
      await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Export CSV' }));

      await vi.waitFor(() => expect(click).toHaveBeenCalled());
      expect(calls.some((call) => call.path === '/admin/referrals/rewards' && call.query.get('format') === 'csv')).toBe(true);
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('referral-rewards.csv');
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('says when no reward was earned yet', async () => {
    renderLedger([]);
    expect(await screen.findByText('No rewards have been earned yet.')).toBeInTheDocument();
  });
});
