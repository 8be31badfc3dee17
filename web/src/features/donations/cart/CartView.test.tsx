import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { config } from '@/test/fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { CartView } from './CartView';
import { cartLines, setCartLines } from './store';

const donation = (id: string, project: string, amount: number) => ({
  id,
  project_id: project,
  amount,
  fee: amount * 0.05,
  total: amount * 1.05,
  currency: 'USD',
  rate: 1,
  usd_value: amount,
  anonymous: false,
  status: 'APPROVED',
  state: 'settled',
  payment_type: 'FIAT',
  transaction_id: 'pi_1',
  checkout_id: 'c-1',
  user: null,
  created_at: '2025-03-21T10:00:00Z',
  updated_at: '2025-03-21T10:00:00Z',
});

function answer(state: string) {
  return {
    action_required: state === 'action_required',
    client_secret: state === 'action_required' ? 'pi_1_secret_x' : null,
    payment_intent_id: 'pi_1',
    message: '',
    checkout: { id: 'c-1', state, payment_type: 'FIAT', currency: 'USD', amount: 30, fee: 1.5, total: 31.5, transaction_id: 'pi_1', failure_reason: null, donations: [donation('d-1', 'p-1', 10), donation('d-2', 'p-2', 20)] },
  };
}

function serve(calls: RecordedCall[] = []) {
  mockFetch((call) => {
    calls.push(call);
    if (call.path === '/config') return jsonResponse(200, config);
    if (call.path === '/me/cart/merge') {
      const items = [{ project_id: 'p-1', amount: 10, currency: 'USD' }, { project_id: 'p-2', amount: 20, currency: 'USD' }];
      return jsonResponse(200, { items });
    }
    if (call.path === '/me/cart') return jsonResponse(200, { items: (call.body as { items: unknown[] }).items });
    if (call.path === '/checkouts/estimate') return jsonResponse(200, { estimate_usd: 12.5, estimate_cents: 1250, projects: [], approximate: false });
    if (call.path === '/checkouts') return jsonResponse(202, answer('action_required'));
    if (call.path === '/checkouts/c-1/confirm') return jsonResponse(200, answer('settled'));
    if (call.path === '/dev/payments/three-d-secure') return jsonResponse(200, { payment_intent_id: 'pi_1', status: 'succeeded' });
    if (call.path === '/projects/p-2') return jsonResponse(200, { id: 'p-2', title: 'Schools' });
    return jsonResponse(404, { code: 'not_found', message: 'Not found' });
  });
  return calls;
}

describe('CartView', () => {
  beforeEach(() => {
    localStorage.clear();
    setCartLines([]);
  });
  afterEach(() => session.clear());

  it('shows an empty cart with a way to find projects', async () => {
    serve();
    renderRoutes([{ path: '/cart', element: <CartView /> }], '/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore projects' })).toHaveAttribute('href', '/projects');
  });

  it('gives a visitor the lines, one fee line and the total, and asks them to log in to pay', async () => {
    serve();
    setCartLines([{ projectId: 'p-1', amount: 10, title: 'Wells' }, { projectId: 'p-2', amount: 20 }]);
    renderRoutes([{ path: '/cart', element: <CartView /> }], '/cart');
    expect(await screen.findByRole('link', { name: 'Schools' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-fee')).toHaveTextContent('$1.50');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$31.50');
    expect(await screen.findByTestId('cart-estimate')).toHaveTextContent("This cart adds about $12.50 to these projects' matches if voting ended now. The figure changes as others vote and give.");
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount for Wells (USD)' }), { target: { value: '30' } });
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$52.50');
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount for Wells (USD)' }), { target: { value: '2.5' } });
    expect(screen.getByText('Whole US dollars only')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wells from the cart' }));
    expect(cartLines().map((line) => line.projectId)).toEqual(['p-2']);
    expect(screen.getByRole('link', { name: 'Log in to pay' })).toBeInTheDocument();
  });

  it('joins the device cart into the account at sign-in, then pays once with 3-D Secure', async () => {
    const calls = serve();
    session.signIn();
    setCartLines([{ projectId: 'p-1', amount: 99, title: 'Wells' }]);
    renderRoutes([{ path: '/cart', element: <CartView /> }], '/cart');
    const pay = await screen.findByRole('button', { name: /Pay \$31\.50 by card/ });
    expect(calls.find((call) => call.path === '/me/cart/merge')?.body).toEqual({ items: [{ project_id: 'p-1', amount: 99, currency: 'USD' }] });
    fireEvent.change(screen.getByLabelText('Test card'), { target: { value: 'tok_threeDSecure2Required' } });
    // "Hide my name", as for a single donation.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide my name on the project page' }));
    fireEvent.click(pay);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText('Thank you! Your donations are confirmed.')).toBeInTheDocument();
    // The stand-in for the bank's page answers the check before the payment is confirmed.
    const paths = calls.map((call) => call.path);
    expect(calls.find((call) => call.path === '/dev/payments/three-d-secure')?.body).toEqual({ client_secret: 'pi_1_secret_x', passed: true });
    expect(paths.indexOf('/dev/payments/three-d-secure')).toBeLessThan(paths.indexOf('/checkouts/c-1/confirm'));
    const checkout = calls.find((call) => call.path === '/checkouts');
    expect(checkout?.body).toMatchObject({ card_token: 'tok_threeDSecure2Required', anonymous: true, items: [{ project_id: 'p-1', amount: 10 }, { project_id: 'p-2', amount: 20 }] });
    expect(checkout?.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(cartLines()).toEqual([]));
  });

  it('reads in Arabic', async () => {
    serve();
    setCartLines([{ projectId: 'p-1', amount: 10, title: 'Wells' }]);
    renderRoutes([{ path: '/cart', element: <CartView /> }], '/cart', undefined, 'ar');
    expect(await screen.findByRole('link', { name: 'سجّل الدخول للدفع' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أزل Wells من السلة' })).toBeInTheDocument();
    // The fee's rate comes with the configuration.
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('10.50'));
  });

  it('says what a gift to a capped project does, and never shows a negative figure', async () => {
    const calls: RecordedCall[] = [];
    mockFetch((call) => {
      calls.push(call);
      if (call.path === '/config') return jsonResponse(200, config);
      if (call.path === '/checkouts/estimate') {
        const projects = [{ project_id: 'p-1', estimate_cents: 0, capped: true }, { project_id: 'p-2', estimate_cents: 0, capped: false }];
        return jsonResponse(200, { estimate_usd: 0, estimate_cents: 0, projects, approximate: false });
      }
      return jsonResponse(404, { code: 'not_found', message: 'Not found' });
    });
    setCartLines([{ projectId: 'p-1', amount: 35, title: 'Wells' }, { projectId: 'p-2', amount: 5, title: 'Schools' }]);
    renderRoutes([{ path: '/cart', element: <CartView /> }], '/cart');
    expect(await screen.findByTestId('cart-estimate')).toHaveTextContent("This cart adds nothing to these projects' matches right now.");
    expect(screen.getByTestId('cart-capped')).toHaveTextContent('Wells has reached its matching cap: its total stays the same. Your gift takes the place of part of its match, and that part of the pool goes to the other projects.');
    expect(screen.getAllByTestId('cart-capped')).toHaveLength(1);
    expect(screen.getByTestId('cart-estimate')).not.toHaveTextContent('-');
  });
});
