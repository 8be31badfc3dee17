import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers, renderRoutes } from '@/test/render';
import type { DonationDetail } from '../api/types';
import { DonationStatus } from './DonationStatus';

const at = '2025-03-21T10:00:00Z';

const detail = (overrides: Partial<DonationDetail>): DonationDetail =>
  ({
    id: 'd-1',
    project_id: 'p-1',
    amount: 40,
    fee: 2,
    total: 42,
    currency: 'USD',
    rate: 1,
    usd_value: 40,
    anonymous: false,
    status: 'PENDING',
    state: 'action_required',
    payment_type: 'FIAT',
    transaction_id: 'pi_1',
    user: null,
    created_at: at,
    updated_at: at,
    project_title: 'Seed bank',
    failure_reason: null,
    can_cancel: false,
    timeline: [
      { state: 'initiated', note: null, at },
      { state: 'action_required', note: null, at },
    ],
    ...overrides,
  });

function show(donation: DonationDetail) {
  const routes: RouteObject[] = [{ path: '/donations/d-1', element: <DonationStatus donation={donation} /> }];
  renderRoutes(routes, '/donations/d-1');
}

describe('DonationStatus', () => {
  it('gives the donor of a settled gift their inclusion code and the results page that checks it', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    const inclusion = { round_id: 'r-1', round_number: 4, code: '4-0123456789abcdef-0123456789abcdef0123' };
    show(detail({ state: 'settled', status: 'APPROVED', inclusion }));
    const section = await screen.findByRole('region', { name: 'Check that your gift was counted' });
    expect(within(section).getByTestId('inclusion-code')).toHaveTextContent(inclusion.code);
    expect(section).toHaveTextContent("Once round 4's results are out");
    expect(within(section).getByRole('link', { name: 'Check my contribution' })).toHaveAttribute(
      'href',
      `/rounds/r-1/results?code=${inclusion.code}`,
    );
  });

  it('shows no inclusion code before the gift is settled', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    show(detail({ inclusion: { round_id: 'r-1', round_number: 4, code: '4-0123456789abcdef-0123456789abcdef0123' } }));
    await screen.findByTestId('donation-state');
    expect(screen.queryByTestId('inclusion-code')).toBeNull();
  });

  it('says how far an ADA payment is confirmed on the chain, and nothing once it is not on chain', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    const ada = {
      state: 'pending' as const,
      currency: 'lovelace' as const,
      fee: 0,
      payment_type: 'CRYPTO' as const,
      timeline: [{ state: 'pending' as const, note: null, at }],
    };
    show(detail({ ...ada, confirming: { seen: 2, needed: 15 } }));
    expect(await screen.findByTestId('donation-confirming')).toHaveTextContent(
      'Confirming on the Cardano chain: 2 of 15 confirmations. Your gift counts once all of them are in.',
    );
  });

  it('shows no confirmations for a payment not (or no longer) on chain', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    show(detail({ state: 'pending', currency: 'lovelace', fee: 0, confirming: null, timeline: [{ state: 'pending', note: null, at }] }));
    expect(await screen.findByTestId('donation-state')).toHaveTextContent('Pending');
    expect(screen.queryByTestId('donation-confirming')).toBeNull();
  });

  it('shows a canceled payment with its reason and only the steps it went through', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    show(
      detail({
        state: 'canceled',
        status: 'REJECTED',
        failure_reason: 'Canceled by the donor',
        timeline: [
          { state: 'initiated', note: null, at },
          { state: 'action_required', note: null, at },
          { state: 'canceled', note: null, at },
        ],
      }),
    );
    expect(await screen.findByTestId('donation-state')).toHaveTextContent('Canceled');
    expect(screen.getByTestId('donation-final-notice')).toHaveTextContent('canceled before it was confirmed. You were not charged.');
    expect(screen.getByTestId('donation-final-notice')).toHaveTextContent('Reason: Canceled by the donor');
    const steps = within(screen.getByTestId('donation-timeline')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split('2025')[0])).toEqual(['Initiated', 'Action required', 'Canceled']);
    expect(screen.getByTestId('donation-timeline')).not.toHaveTextContent('not yet');
    // A canceled payment is on no list of donors: nothing to say about showing the name.
    expect(screen.queryByText('Your name is shown on the project page.')).not.toBeInTheDocument();
  });

  it.each([
    ['refunded', 'Refunded', 'no longer counts'],
    ['disputed', 'Disputed', 'disputed with the bank'],
    ['expired', 'Expired', 'not confirmed in time'],
    ['failed', 'Failed', 'did not go through'],
  ] as const)('explains a %s donation', async (state, label, text) => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    show(detail({ state, timeline: [{ state: 'initiated', note: null, at }, { state, note: 'Note from the operator', at }] }));
    expect(await screen.findByTestId('donation-state')).toHaveTextContent(label);
    expect(screen.getByTestId('donation-final-notice')).toHaveTextContent(text);
    expect(screen.getByTestId('donation-timeline')).toHaveTextContent('Note from the operator');
  });

  it('shows a payment on its way with the steps it went through and where it is now, no step ahead', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    show(detail({}));
    const timeline = await screen.findByTestId('donation-timeline');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split('2025')[0])).toEqual(['Initiated', 'Action required']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(timeline).not.toHaveTextContent('not yet');
    expect(screen.queryByTestId('donation-final-notice')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel this payment' })).not.toBeInTheDocument();
  });

  it('never shows an unreached pending step between two ticked steps of a settled card payment', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    show(detail({ state: 'settled', timeline: [{ state: 'initiated', note: null, at }, { state: 'settled', note: null, at }] }));
    const steps = within(await screen.findByTestId('donation-timeline')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split('2025')[0])).toEqual(['Initiated', 'Settled']);
  });

  it('shows a pending ADA donation without an initiated step, in Arabic too', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    const ada = detail({ state: 'pending', currency: 'lovelace', payment_type: 'CRYPTO', timeline: [{ state: 'pending', note: null, at }] });
    const router = createMemoryRouter([{ path: '/donations/d-1', element: <DonationStatus donation={ada} /> }], { initialEntries: ['/donations/d-1'] });
    render(
      <Providers language="ar">
        <RouterProvider router={router} />
      </Providers>,
    );
    const steps = within(await screen.findByTestId('donation-timeline')).getAllByRole('listitem');
    expect(steps).toHaveLength(1);
    expect(steps[0]).toHaveTextContent('قيد الانتظار');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('donation-timeline')).not.toHaveTextContent('ليس بعد');
  });

  it('cancels a payment waiting for 3-D Secure after asking', async () => {
    const { calls } = mockFetch((call) =>
      call.path === '/donations/d-1/cancel'
        ? jsonResponse(200, { donation: detail({ state: 'canceled' }), action_required: false, client_secret: null, payment_intent_id: 'pi_1', message: '' })
        : jsonResponse(404, { code: 'not_found' }),
    );
    show(detail({ can_cancel: true }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Cancel this payment' }));
    expect(calls.some((call) => call.path === '/donations/d-1/cancel')).toBe(false);
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this payment?' })).getByRole('button', { name: 'Cancel this payment' }));
    await expect.poll(() => calls.filter((call) => call.path === '/donations/d-1/cancel').map((call) => call.method)).toEqual(['POST']);
  });

  it('keeps the payment when the person changes their mind', async () => {
    const { calls } = mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    show(detail({ can_cancel: true }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Cancel this payment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this payment?' })).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === '/donations/d-1/cancel')).toBe(false);
  });

  it('says why a cancel was refused', async () => {
    mockFetch(() => jsonResponse(409, { code: 'donation.not_cancelable', error: 'no' }));
    show(detail({ can_cancel: true }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Cancel this payment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this payment?' })).getByRole('button', { name: 'Cancel this payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment can no longer be canceled');
  });

  it('offers the receipt once the donation is settled, not before', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    show(detail({ state: 'settled', timeline: [{ state: 'initiated', note: null, at }, { state: 'settled', note: null, at }] }));
    expect(await screen.findByRole('button', { name: 'Receipt (PDF)' })).toBeInTheDocument();
  });

  it('has no receipt while the payment waits', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    show(detail({}));
    expect(await screen.findByTestId('donation-state')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receipt (PDF)' })).not.toBeInTheDocument();
  });

  it('offers to finish an interrupted bank check, not only to cancel, then confirms the payment', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/config') return jsonResponse(404, { code: 'not_found' });
      if (call.path === '/dev/payments/three-d-secure') return jsonResponse(200, { payment_intent_id: 'pi_1', status: 'succeeded' });
      if (call.path === '/projects/donates/d-1/confirm') return jsonResponse(200, { donation: detail({ state: 'settled' }), action_required: false, message: '' });
      return jsonResponse(404, { code: 'not_found' });
    });
    show(detail({ can_cancel: true, client_secret: 'pi_1_secret_x' }));
    expect(await screen.findByRole('button', { name: 'Cancel this payment' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish the bank check' }));
    const bank = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await userEvent.setup().click(within(bank).getByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/projects/donates/d-1/confirm')).toBe(true));
    expect(calls.find((call) => call.path === '/dev/payments/three-d-secure')?.body).toEqual({ client_secret: 'pi_1_secret_x', passed: true });
    expect(calls.find((call) => call.path === '/projects/donates/d-1/confirm')?.body).toEqual({ payment_intent_id: 'pi_1' });
  });

  it('offers no bank check without the payment secret (a settled or canceled payment)', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found' }));
    show(detail({ state: 'canceled', can_cancel: false, client_secret: null }));
    await screen.findByTestId('donation-state');
    expect(screen.queryByRole('button', { name: 'Finish the bank check' })).not.toBeInTheDocument();
  });
});
