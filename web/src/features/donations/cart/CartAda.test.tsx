import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import arDonations from '@/locales/ar/donations.json';
import { config } from '@/test/fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { renderRoutes } from '@/test/render';
import type { Cip30Api } from '../hooks/useCardanoWallet';
import { CartView } from './CartView';
import { cartLines, setCartLines } from './store';

// Issue 16: the cart paid in ADA from a CIP-30 wallet, in one server-built transaction.

const CHECKOUT = '0b6a1c57-8a54-4d1c-a0f1-4e2a1d3c5b6f';
const TX = '84a400';
const WITNESSES = 'a10081825820';
const UTXOS = ['82825820aa', '82825820bb'];
const CHANGE = '60aabbcc';

const built = {
  checkout_id: CHECKOUT,
  tx_cbor: TX,
  txid: 'ab'.repeat(32),
  amount_lovelace: 66_666_667,
  fee_lovelace: 189_437,
  ttl: 99,
  rate_usd: 0.45,
  outputs: [
    { project_id: 'p-1', pays_to: 'addr_test1wells', amount_lovelace: 22_222_223, usd_cents: 1000 },
    { project_id: 'p-2', pays_to: 'addr_test1schools', amount_lovelace: 44_444_445, usd_cents: 2000 },
  ],
};

const adaDonation = (id: string, project: string, amount: number, state: string) => ({
  id,
  project_id: project,
  amount,
  fee: 0,
  total: amount,
  currency: 'lovelace',
  rate: 0.45,
  usd_value: amount * 0.45,
  anonymous: false,
  status: state === 'settled' ? 'APPROVED' : 'PENDING',
  state,
  payment_type: 'CRYPTO',
  transaction_id: built.txid,
  checkout_id: CHECKOUT,
  user: null,
  created_at: '2025-03-21T10:00:00Z',
  updated_at: '2025-03-21T10:00:00Z',
});

function answer(state: string) {
  return {
    action_required: false,
    client_secret: null,
    payment_intent_id: state === 'canceled' ? null : built.txid,
    message: '',
    checkout: {
      id: CHECKOUT,
      state,
      payment_type: 'CRYPTO',
      currency: 'lovelace',
      amount: 66.666668,
      fee: 0,
      total: 66.666668,
      transaction_id: state === 'canceled' ? null : built.txid,
      failure_reason: null,
      donations: [adaDonation('d-1', 'p-1', 22.222223, state), adaDonation('d-2', 'p-2', 44.444445, state)],
    },
  };
}

/** The cart's projects as GET /projects/{id} answers them: with a Cardano wallet unless said. */
const projects: Record<string, { id: string; title: string; wallet_address: string | null }> = {
  'p-1': { id: 'p-1', title: 'Wells', wallet_address: 'addr_test1wells' },
  'p-2': { id: 'p-2', title: 'Schools', wallet_address: 'addr_test1schools' },
};

function serve(submitted: { status: number; state: string } = { status: 201, state: 'settled' }, walletless: string[] = []) {
  const calls: RecordedCall[] = [];
  mockFetch((call) => {
    calls.push(call);
    if (call.path === '/config') return jsonResponse(200, config);
    if (call.path === '/rates') return jsonResponse(200, { USD: 1, lovelace: 0.45, fetched_at: '2025-03-21T00:00:00Z', source: 'static' });
    if (call.path === '/me/cart/merge') return jsonResponse(200, { items: [{ project_id: 'p-1', amount: 10, currency: 'USD' }, { project_id: 'p-2', amount: 20, currency: 'USD' }] });
    if (call.path === '/me/cart') return jsonResponse(200, { items: (call.body as { items: unknown[] }).items });
    if (call.path === '/checkouts/estimate') return jsonResponse(200, { estimate_usd: 12.5, estimate_cents: 1250, projects: [], approximate: false });
    if (call.path === '/checkouts/ada') return jsonResponse(201, built);
    if (call.path === `/checkouts/${CHECKOUT}/ada`) return jsonResponse(submitted.status, answer(submitted.state));
    if (call.path === `/checkouts/${CHECKOUT}/cancel`) return jsonResponse(200, answer('canceled'));
    const project = projects[call.path.replace('/projects/', '')];
    if (project) return jsonResponse(200, { ...project, wallet_address: walletless.includes(project.id) ? null : project.wallet_address });
    return jsonResponse(404, { code: 'not_found', message: 'Not found' });
  });
  return calls;
}

/** A CIP-30 wallet in the browser, as an extension injects it. */
function injectWallet(signTx: Cip30Api['signTx']) {
  const api: Cip30Api = {
    getBalance: () => Promise.resolve('1b00000002540be400'),
    getUtxos: () => Promise.resolve(UTXOS),
    getUsedAddresses: () => Promise.resolve([CHANGE]),
    getChangeAddress: () => Promise.resolve(CHANGE),
    signTx,
  };
  window.cardano = { eternl: { name: 'Eternl', enable: () => Promise.resolve(api) } };
}

async function payInAda(language?: string) {
  session.signIn();
  setCartLines([{ projectId: 'p-1', amount: 10, title: 'Wells' }]);
  renderRoutes([{ path: '/cart', element: <CartView /> }], '/cart', undefined, language);
  const user = userEvent.setup();
  await screen.findByTestId('pay-by-card');
  return user;
}

describe('CartView paid in ADA', () => {
  beforeEach(() => {
    localStorage.clear();
    setCartLines([]);
  });
  afterEach(() => {
    session.clear();
    delete window.cardano;
  });

  it('builds one transaction from the wallet, has it signed, submits it, and shows the ADA paid', async () => {
    const calls = serve();
    const signTx = vi.fn(() => Promise.resolve(WITNESSES));
    injectWallet(signTx);
    const user = await payInAda();
    await user.click(screen.getByRole('radio', { name: 'ADA (Cardano wallet)' }));
    // $30 at $0.45 per ADA, with no card fee.
    await waitFor(() => expect(screen.getByTestId('cart-ada-total')).toHaveTextContent('66.67 ADA'));
    expect(screen.getByTestId('cart-ada-note')).toHaveTextContent('No card fee');
    expect(screen.queryByTestId('cart-fee')).not.toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: 'Pay about 66.67 ADA from your wallet' });
    expect(pay).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Connect Eternl' }));
    expect(await screen.findByTestId('wallet-connected')).toHaveTextContent('Connected to Eternl');
    await user.click(pay);

    const result = await screen.findByTestId('checkout-result');
    expect(within(result).getByRole('heading', { name: 'Thank you! Your donations are confirmed.' })).toBeInTheDocument();
    // The same figure as before paying (issue 36: not "about 66.67" then "66.666668").
    expect(within(result).getByTestId('checkout-paid-text')).toHaveTextContent('You paid 66.67 ADA in one payment.');
    expect(result).not.toHaveTextContent('66.666668');
    expect(result).not.toHaveTextContent('card fee');
    const rows = within(result).getAllByTestId('checkout-result-donation');
    expect(rows[0]).toHaveTextContent('Wells — 22.22 ADA');
    expect(rows[1]).toHaveTextContent('Schools — 44.44 ADA');
    expect(result).not.toHaveTextContent('$');

    expect(calls.find((call) => call.path === '/checkouts/ada')?.body).toEqual({
      items: [{ project_id: 'p-1', amount: 10, currency: 'USD' }, { project_id: 'p-2', amount: 20, currency: 'USD' }],
      change_address: CHANGE,
      utxos: UTXOS,
      anonymous: false,
    });
    expect(signTx).toHaveBeenCalledWith(TX, true);
    expect(calls.find((call) => call.path === `/checkouts/${CHECKOUT}/ada`)?.body).toEqual({ tx_cbor: TX, witness_set: WITNESSES });
    expect(calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);
    // The cart is done, on the device and on the account.
    await waitFor(() => expect(cartLines()).toEqual([]));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT' && call.path === '/me/cart' && (call.body as { items: unknown[] }).items.length === 0)).toBe(true));
  });

  it('shows each step and the network fee while the wallet asks for the signature, then the pending title', async () => {
    serve({ status: 202, state: 'pending' });
    let sign: (witnesses: string) => void = () => undefined;
    injectWallet(() => new Promise((resolve) => (sign = resolve)));
    const user = await payInAda();
    await user.click(screen.getByRole('radio', { name: 'ADA (Cardano wallet)' }));
    await user.click(await screen.findByRole('button', { name: 'Connect Eternl' }));
    await screen.findByTestId('wallet-connected');
    await user.click(screen.getByTestId('pay-in-ada'));
    const progress = await screen.findByRole('status', { name: 'Donation progress' });
    expect(progress).toHaveTextContent('Waiting for your signature in Eternl');
    expect(await screen.findByTestId('ada-fee')).toHaveTextContent('Network fee: 0.189437 ADA');
    expect(screen.getByRole('radio', { name: 'USD (card)' })).toBeDisabled();
    sign(WITNESSES);
    expect(await screen.findByRole('heading', { name: 'Your payment is being confirmed.' })).toBeInTheDocument();
    await waitFor(() => expect(cartLines()).toEqual([]));
  });

  it('gives the checkout up when the person declines in the wallet, and keeps the cart', async () => {
    const calls = serve();
    injectWallet(() => Promise.reject(Object.assign(new Error('user declined sign tx'), { code: 2 })));
    const user = await payInAda();
    await user.click(screen.getByRole('radio', { name: 'ADA (Cardano wallet)' }));
    await user.click(await screen.findByRole('button', { name: 'Connect Eternl' }));
    await screen.findByTestId('wallet-connected');
    await user.click(screen.getByTestId('pay-in-ada'));
    const notice = await screen.findByText('Payment cancelled');
    expect(notice.closest('[role="status"]')).toHaveTextContent('nothing was paid and no ADA left your wallet');
    expect(calls.find((call) => call.path === `/checkouts/${CHECKOUT}/cancel`)?.method).toBe('POST');
    expect(calls.some((call) => call.path === `/checkouts/${CHECKOUT}/ada`)).toBe(false);
    expect(cartLines().map((line) => line.projectId)).toEqual(['p-1', 'p-2']);
    expect(screen.queryByTestId('checkout-result')).not.toBeInTheDocument();
  });

  it("explains a build the server refuses in the person's language", async () => {
    const calls = serve();
    mockFetch((call) => {
      calls.push(call);
      if (call.path === '/checkouts/ada') return jsonResponse(422, { code: 'ada.insufficient_funds', error: 'not enough' });
      if (call.path === '/config') return jsonResponse(200, config);
      if (call.path === '/rates') return jsonResponse(200, { USD: 1, lovelace: 0.45, fetched_at: '2025-03-21T00:00:00Z', source: 'static' });
      if (call.path === '/me/cart/merge') return jsonResponse(200, { items: [{ project_id: 'p-1', amount: 10, currency: 'USD' }] });
      return jsonResponse(404, { code: 'not_found', message: 'Not found' });
    });
    injectWallet(() => Promise.resolve(WITNESSES));
    const user = await payInAda('ar');
    await user.click(screen.getByRole('radio', { name: 'ADA (محفظة كاردانو)' }));
    await user.click(await screen.findByRole('button', { name: /Eternl/ }));
    await screen.findByTestId('wallet-connected');
    await user.click(screen.getByTestId('pay-in-ada'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(arDonations.ada.insufficientFunds);
    expect(calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);
  });

  it('names a project without a wallet before paying, and offers the card or removing it', async () => {
    const calls = serve(undefined, ['p-2']);
    injectWallet(() => Promise.resolve(WITNESSES));
    const user = await payInAda();
    await user.click(screen.getByRole('radio', { name: 'ADA (Cardano wallet)' }));
    const warning = await screen.findByTestId('cart-no-wallet');
    expect(warning).toHaveTextContent('Not every project in your cart can receive ADA');
    expect(warning).toHaveTextContent('Schools — has not set up a Cardano wallet yet.');
    expect(warning).not.toHaveTextContent('Wells');
    await user.click(await screen.findByRole('button', { name: 'Connect Eternl' }));
    await screen.findByTestId('wallet-connected');
    expect(screen.getByTestId('pay-in-ada')).toBeDisabled();
    await user.click(within(warning).getByRole('button', { name: 'Pay by card instead' }));
    expect(screen.getByRole('radio', { name: 'USD (card)' })).toBeChecked();
    expect(screen.queryByTestId('cart-no-wallet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'ADA (Cardano wallet)' }));
    await user.click(within(await screen.findByTestId('cart-no-wallet')).getByRole('button', { name: 'Remove Schools from the cart' }));
    await waitFor(() => expect(cartLines().map((line) => line.projectId)).toEqual(['p-1']));
    expect(screen.queryByTestId('cart-no-wallet')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/checkouts/ada')).toBe(false);
  });

  it("names the projects the server says cannot receive ADA (checkout.no_wallet's details)", async () => {
    const calls = serve();
    mockFetch((call) => {
      calls.push(call);
      if (call.path === '/checkouts/ada') {
        return jsonResponse(422, { code: 'checkout.no_wallet', error: 'x', message: 'x', details: { projects: [{ id: 'p-2', title: 'Schools' }] } });
      }
      if (call.path === '/config') return jsonResponse(200, config);
      if (call.path === '/rates') return jsonResponse(200, { USD: 1, lovelace: 0.45, fetched_at: '2025-03-21T00:00:00Z', source: 'static' });
      if (call.path === '/me/cart/merge') return jsonResponse(200, { items: [{ project_id: 'p-1', amount: 10, currency: 'USD' }, { project_id: 'p-2', amount: 20, currency: 'USD' }] });
      if (call.path === '/me/cart') return jsonResponse(200, { items: (call.body as { items: unknown[] }).items });
      const project = projects[call.path.replace('/projects/', '')];
      if (project) return jsonResponse(200, project);
      return jsonResponse(404, { code: 'not_found', message: 'Not found' });
    });
    injectWallet(() => Promise.resolve(WITNESSES));
    const user = await payInAda();
    await user.click(screen.getByRole('radio', { name: 'ADA (Cardano wallet)' }));
    await user.click(await screen.findByRole('button', { name: 'Connect Eternl' }));
    await screen.findByTestId('wallet-connected');
    await user.click(screen.getByTestId('pay-in-ada'));
    const warning = await screen.findByTestId('cart-no-wallet');
    expect(warning).toHaveTextContent('Schools — has not set up a Cardano wallet yet.');
    expect(screen.queryByText('Donation failed')).not.toBeInTheDocument();
  });
});
