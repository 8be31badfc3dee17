import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import type { AdminDonationView } from '../api/types';
import { AdminDonations } from './AdminDonations';

const row = (overrides: Partial<AdminDonationView>): AdminDonationView =>
  ({
    id: 'd-1',
    project_id: 'p-1',
    amount: 30,
    fee: 1.5,
    total: 31.5,
    currency: 'USD',
    rate: 1,
    usd_value: 30,
    anonymous: false,
    status: 'APPROVED',
    state: 'settled',
    payment_type: 'FIAT',
    transaction_id: 'pi_1',
    user: null,
    created_at: '2025-03-05T07:08:00Z',
    updated_at: '2025-03-05T07:08:00Z',
    donor_name: 'Samir Haddad',
    project_title: 'Seed bank',
    refundable: true,
    ...overrides,
  });

function renderList(rows: AdminDonationView[], refund?: () => Response) {
  let current = rows;
  const { calls } = mockFetch((call) => {
    const refunded = /^\/admin\/donations\/(.+)\/refund$/.exec(call.path);
    if (refunded) {
      if (refund) return refund();
      current = current.map((donation) => (donation.id === refunded[1] ? { ...donation, state: 'refunded', refundable: false } : donation));
      return jsonResponse(200, { donation: current.find((donation) => donation.id === refunded[1]) });
    }
    if (call.path === '/admin/donations') {
      const state = call.query.get('state');
      const results = current.filter((donation) => !state || donation.state === state);
      return jsonResponse(200, { results, total: results.length, page: 1, limit: 20 });
    }
    if (call.path === '/projects/preview') return jsonResponse(200, { results: [{ id: 'p-1', title: 'Seed bank' }], total: 1, page: 1, limit: 20 });
    return jsonResponse(404, { code: 'not_found' });
  });
  render(
    <Providers>
      <AdminDonations />
    </Providers>,
  );
  return calls;
}

describe('AdminDonations', () => {
  it('lists donations with donor, project, amount and state, and offers a refund only where it is possible', async () => {
    renderList([row({}), row({ id: 'd-2', state: 'canceled', refundable: false, donor_name: 'Lena Park' })]);
    const rows = await screen.findAllByTestId('admin-donation');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Samir Haddad');
    expect(rows[0]).toHaveTextContent('$30.00');
    expect(rows[0]).toHaveTextContent('Settled');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: /^Refund.*\$30\.00 from Samir Haddad to Seed bank$/ })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Canceled');
    expect(within(rows[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('2 donations')).toBeInTheDocument();
  });

  it('filters by state and by project through the API', async () => {
    const calls = renderList([row({}), row({ id: 'd-2', state: 'refunded', refundable: false })]);
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('admin-donation');
    await user.click(screen.getByRole('button', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'Refunded' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-donation')).toHaveLength(1));
    expect(calls.filter((call) => call.path === '/admin/donations').at(-1)?.query.get('state')).toBe('refunded');

    await user.type(screen.getByRole('combobox', { name: 'Project' }), 'Seed');
    await user.click(await screen.findByRole('option', { name: 'Seed bank' }));
    const listed = calls.filter((call) => call.path === '/admin/donations').at(-1);
    expect(listed?.query.get('project_id')).toBe('p-1');
    expect(listed?.query.get('page')).toBe('1');

    // Emptying the search lists every project's donations again.
    await user.clear(screen.getByRole('combobox', { name: 'Project' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/admin/donations').at(-1)?.query.get('project_id')).toBeNull());
  }, 20_000);

  it('says so when no donation matches the filters', async () => {
    renderList([row({})]);
    const user = userEvent.setup({ delay: null });
    await screen.findAllByTestId('admin-donation');
    await user.click(screen.getByRole('button', { name: /State/ }));
    await user.click(await screen.findByRole('option', { name: 'Disputed' }));
    expect(await screen.findByText('No donation matches these filters.')).toBeInTheDocument();
  });

  it('refunds after a confirmation with the optional reason, then shows the new state', async () => {
    const calls = renderList([row({})]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /^Refund/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this donation?' });
    expect(dialog).toHaveTextContent('$30.00 from Samir Haddad to Seed bank will be returned');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Duplicate payment');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('The donation of $30.00 was refunded.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Duplicate payment' });
    await waitFor(() => expect(screen.getByTestId('admin-donation')).toHaveTextContent('Refunded'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 20_000);

  it('reminds the operator to return ADA by hand, to the lovelace', async () => {
    renderList([row({ currency: 'lovelace', amount: 7.123457, payment_type: 'CRYPTO' })]);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /^Refund/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this donation?' });
    expect(dialog).toHaveTextContent('7.123457 ADA');
    expect(dialog).toHaveTextContent('ADA is not returned automatically');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(/Send the ADA back to the donor's wallet yourself/)).toBeInTheDocument();
  }, 20_000);

  it('keeps the dialog open with the reason when the refund is refused', async () => {
    renderList([row({})], () => jsonResponse(409, { code: 'donation.not_refundable', error: 'no' }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /^Refund/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this donation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a settled or disputed donation can be refunded.');
  }, 20_000);

  it('shows the error when the list cannot be loaded', async () => {
    mockFetch(() => jsonResponse(403, { code: 'auth.operator_required', error: 'no' }));
    render(
      <Providers>
        <AdminDonations />
      </Providers>,
    );
    expect(await screen.findByText('Only platform operators can do this.')).toBeInTheDocument();
  });
});
