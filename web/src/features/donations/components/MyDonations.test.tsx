import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { mockScreenWidth, PHONE_WIDTH } from '@/test/media';
import { Providers } from '@/test/render';
import type { MyDonation } from '../api/types';
import { MyDonations } from './MyDonations';

const at = '2025-03-21T10:00:00Z';
const donation = (id: string, state: MyDonation['state'], more: Partial<MyDonation> = {}): MyDonation =>
  ({
    id,
    project_id: 'p-1',
    amount: 40,
    fee: 2,
    total: 42,
    currency: 'USD',
    rate: 1,
    usd_value: 40,
    anonymous: false,
    status: 'REJECTED',
    state,
    payment_type: 'FIAT',
    transaction_id: 'pi_1',
    user: null,
    created_at: at,
    updated_at: at,
    confirming: null,
    ...more,
  });

function renderHistory(results: MyDonation[], language = 'en') {
  session.signIn();
  const recorded = mockFetch((call) => {
    if (call.path === '/me/donations') return jsonResponse(200, { results, total: results.length, page: 1, limit: 10 });
    if (call.path === '/projects/p-1') return jsonResponse(200, { id: 'p-1', title: 'Seed bank' });
    if (call.path === '/donations/d-1/receipt.pdf') return new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    return jsonResponse(404, { code: 'not_found' });
  });
  const router = createMemoryRouter([{ path: '/donations', element: <MyDonations /> }], { initialEntries: ['/donations'] });
  render(
    <Providers language={language}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return recorded;
}

describe('MyDonations', () => {
  afterEach(() => session.clear());

  it('names each final state: canceled, expired, refunded and disputed', async () => {
    renderHistory([donation('d-1', 'canceled'), donation('d-2', 'expired'), donation('d-3', 'refunded'), donation('d-4', 'disputed')]);
    const rows = await screen.findAllByTestId('my-donation');
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['Canceled', 'Expired', 'Refunded', 'Disputed']);
    expect(await within(rows[0] as HTMLElement).findByRole('link', { name: 'Seed bank' })).toBeInTheDocument();
  });

  it('names them in Arabic too', async () => {
    renderHistory([donation('d-1', 'canceled'), donation('d-2', 'refunded')], 'ar');
    const rows = await screen.findAllByTestId('my-donation');
    expect(rows[0]).toHaveTextContent('ملغى');
    expect(rows[1]).toHaveTextContent('مُسترد');
  });

  it('says there is no receipt for a donation that is not settled, instead of an empty cell', async () => {
    renderHistory([donation('d-1', 'canceled')]);
    const [row] = await screen.findAllByTestId('my-donation');
    expect(row).toHaveTextContent('None');
  });

  it('says how far a pending ADA donation is confirmed, as its own page does (issue 32)', async () => {
    const ada = { currency: 'lovelace' as const, fee: 0, payment_type: 'CRYPTO' as const };
    renderHistory([donation('d-1', 'pending', { ...ada, confirming: { seen: 2, needed: 15 } }), donation('d-2', 'pending', ada), donation('d-3', 'settled', ada)]);
    const rows = await screen.findAllByTestId('my-donation');
    expect(within(rows[0]!).getByTestId('my-donation-confirming')).toHaveTextContent('Confirming: 2 of 15');
    expect(within(rows[1]!).queryByTestId('my-donation-confirming')).toBeNull();
    expect(within(rows[2]!).queryByTestId('my-donation-confirming')).toBeNull();
  });

  it('says it in Arabic on a phone too', async () => {
    mockScreenWidth(PHONE_WIDTH);
    renderHistory([donation('d-1', 'pending', { currency: 'lovelace', confirming: { seen: 1, needed: 3 } })], 'ar');
    const [card] = await screen.findAllByTestId('my-donation');
    expect(within(card!).getByTestId('my-donation-confirming')).toHaveTextContent('جارٍ التأكيد: 1 من 3');
  });

  it('says when there is nothing yet', async () => {
    renderHistory([]);
    expect(await screen.findByText('You have not donated yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore projects' })).toHaveAttribute('href', '/projects');
  });

  it('shows each donation as a card with its labels on a phone, without a table', async () => {
    mockScreenWidth(PHONE_WIDTH);
    renderHistory([donation('d-1', 'refunded')]);
    const [card] = await screen.findAllByTestId('my-donation');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'My donations' })).toContainElement(card ?? null);
    expect(within(card!).getAllByRole('term').map((term) => term.textContent)).toEqual(['Date', 'Amount', 'Status', 'Details', 'Receipt']);
    expect(within(card!).getByRole('link', { name: 'View status' })).toHaveAttribute('href', '/donations/d-1');
  });

  it('shows the cards in Arabic on a phone too', async () => {
    mockScreenWidth(PHONE_WIDTH);
    renderHistory([donation('d-1', 'canceled')], 'ar');
    const [card] = await screen.findAllByTestId('my-donation');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card!).getAllByRole('term').map((term) => term.textContent)).toEqual(['التاريخ', 'المبلغ', 'الحالة', 'التفاصيل', 'الإيصال']);
    expect(card).toHaveTextContent('ملغى');
  });

  it('offers the receipt of a settled donation only, and downloads it with the session cookies', async () => {
    // jsdom has no object URLs: stand in for them during this test only.
    const original = { create: URL.createObjectURL.bind(URL), revoke: URL.revokeObjectURL.bind(URL) };
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { calls } = renderHistory([donation('d-1', 'settled'), donation('d-2', 'refunded')]);
      const rows = await screen.findAllByTestId('my-donation');
      expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /receipt/i })).not.toBeInTheDocument();
      await userEvent.setup({ delay: null }).click(await within(rows[0] as HTMLElement).findByRole('button', { name: 'Download the receipt for Seed bank (PDF)' }));
      await vi.waitFor(() => expect(click).toHaveBeenCalled());
      const call = calls.find((c) => c.path === '/donations/d-1/receipt.pdf');
      expect(call?.credentials).toBe('same-origin');
      expect(call?.query.get('lng')).toBe('en');
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('receipt-d-1.pdf');
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      click.mockRestore();
    }
  });

  it('names the receipt in Arabic', async () => {
    renderHistory([donation('d-1', 'settled')], 'ar');
    expect(await screen.findByRole('button', { name: 'تنزيل إيصال Seed bank (PDF)' })).toHaveTextContent('الإيصال (PDF)');
  });
});
