import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { config } from '@/test/fixtures';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { Providers, renderRoutes } from '@/test/render';
import type { DonationTarget } from '../api/types';
import type { Cip30Api } from '../hooks/useCardanoWallet';
import { SupportForm } from './SupportForm';

const project: DonationTarget = {
  id: 'p-1',
  title: 'Repair cafés',
  status: 'ACTIVE',
  wallet_address: null,
  user_voted: false,
  round: { voting_start_at: '2025-03-20T00:00:00Z', voting_end_at: '2025-04-01T18:00:00Z' },
  total_donations: {},
};

const donation = (state: string) => ({
  id: 'd-1',
  project_id: 'p-1',
  amount: 40,
  fee: 2,
  total: 42,
  currency: 'USD',
  rate: 1,
  usd_value: 40,
  anonymous: false,
  status: state === 'settled' ? 'APPROVED' : 'PENDING',
  state,
  payment_type: 'FIAT',
  transaction_id: 'pi_1',
  user: null,
  created_at: '2025-03-21T00:00:00Z',
  updated_at: '2025-03-21T00:00:00Z',
});

function renderForm(
  donate: (call: RecordedCall) => Response,
  target: DonationTarget = project,
  other?: (call: RecordedCall) => Response | null,
  language = 'en',
) {
  vi.useFakeTimers({ now: new Date('2025-03-21T10:00:00Z'), toFake: ['Date'] });
  session.signIn();
  const server = mockFetch((call) => {
    if (call.path === '/config') return jsonResponse(200, config);
    if (call.path === '/rates') return jsonResponse(200, { USD: 1, lovelace: 0.45, fetched_at: '2025-03-21T00:00:00Z', source: 'static' });
    if (call.path === '/projects/p-1/donates') return donate(call);
    if (call.path === '/projects/donates/d-1/confirm') return jsonResponse(200, { donation: donation('settled'), action_required: false, client_secret: null, payment_intent_id: 'pi_1', message: '' });
    if (call.path === '/projects/p-1/votes') return jsonResponse(409, { code: 'vote.already_voted', error: 'already voted' });
    if (call.path === '/dev/payments/three-d-secure') return jsonResponse(200, { payment_intent_id: 'pi_1', status: 'succeeded' });
    return other?.(call) ?? jsonResponse(404, { code: 'not_found' });
  });
  const routes: RouteObject[] = [{ path: '/vote', element: <SupportForm project={target} onDone={() => undefined} /> }];
  if (language === 'en') {
    renderRoutes(routes, '/vote');
  } else {
    render(
      <Providers language={language}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/vote'] })} />
      </Providers>,
    );
  }
  return server;
}

describe('SupportForm', () => {
  afterEach(() => {
    vi.useRealTimers();
    session.clear();
    delete window.cardano;
  });

  it('asks for a whole amount and shows the 5% card fee and the total on their own lines', async () => {
    renderForm(() => jsonResponse(500));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Vote with a donation' }));
    await user.click(screen.getByRole('button', { name: 'Vote and donate' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10.5');
    await user.click(screen.getByRole('button', { name: 'Vote and donate' }));
    expect(await screen.findByText('Please enter a whole number without decimals.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '13');
    expect(screen.getByTestId('fee')).toHaveTextContent('$0.65');
    expect(screen.getByTestId('total')).toHaveTextContent('$13.65');
  });

  it('confirms a 3-D Secure card after the challenge, with an idempotency key', async () => {
    const { calls } = renderForm(() =>
      jsonResponse(202, { donation: donation('action_required'), action_required: true, client_secret: 'pi_1_secret', payment_intent_id: 'pi_1', message: '' }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Vote with a donation' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '40');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Test card' }), 'tok_threeDSecure2Required');
    await user.click(screen.getByRole('button', { name: 'Vote and donate' }));

    const challenge = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(challenge).toHaveTextContent('$42.00');
    await user.click(within(challenge).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for your donation!' })).toHaveTextContent('Your vote was recorded too.');

    const donateCall = calls.find((call) => call.path === '/projects/p-1/donates');
    expect(donateCall?.body).toEqual({ amount: 40, currency: 'USD', payment_type: 'FIAT', card_token: 'tok_threeDSecure2Required', rate: 1, anonymous: false });
    expect(donateCall?.headers.get('Idempotency-Key')).toBeTruthy();
    // The stand-in for the bank's page answered the check first, as Stripe's page would.
    expect(calls.find((call) => call.path === '/dev/payments/three-d-secure')?.body).toEqual({ client_secret: 'pi_1_secret', passed: true });
    expect(calls.find((call) => call.path === '/projects/donates/d-1/confirm')?.body).toEqual({ payment_intent_id: 'pi_1' });
  });

  it('cancels the donation on the server when the person cancels the 3-D Secure check', async () => {
    const { calls } = renderForm(
      () => jsonResponse(202, { donation: donation('action_required'), action_required: true, client_secret: 'pi_1_secret', payment_intent_id: 'pi_1', message: '' }),
      project,
      (call) =>
        call.path === '/donations/d-1/cancel'
          ? jsonResponse(200, { donation: donation('canceled'), action_required: false, client_secret: null, payment_intent_id: 'pi_1', message: 'Canceled' })
          : null,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Vote with a donation' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '40');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Test card' }), 'tok_threeDSecure2Required');
    await user.click(screen.getByRole('button', { name: 'Vote and donate' }));

    const challenge = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.click(within(challenge).getByRole('button', { name: 'Cancel payment' }));
    const result = await screen.findByRole('dialog', { name: 'Payment canceled' });
    expect(result).toHaveTextContent('nothing was charged');
    expect(calls.filter((call) => call.path === '/donations/d-1/cancel').map((call) => call.method)).toEqual(['POST']);
    expect(calls.some((call) => call.path === '/projects/donates/d-1/confirm')).toBe(false);
  });

  it('points to the status page when the bank answered before the cancel', async () => {
    renderForm(
      () => jsonResponse(202, { donation: donation('action_required'), action_required: true, client_secret: 'pi_1_secret', payment_intent_id: 'pi_1', message: '' }),
      project,
      (call) => (call.path === '/donations/d-1/cancel' ? jsonResponse(409, { code: 'donation.not_cancelable', error: 'not cancelable' }) : null),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Vote with a donation' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '40');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Test card' }), 'tok_threeDSecure2Required');
    await user.click(screen.getByRole('button', { name: 'Vote and donate' }));
    await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.keyboard('{Escape}');
    const result = await screen.findByRole('dialog', { name: 'This payment already ended' });
    expect(within(result).getByRole('button', { name: 'See donation status' })).toBeInTheDocument();
  });

  it('refuses an amount above the largest donation in the form itself, without asking the server', async () => {
    const { calls } = renderForm(() => jsonResponse(500));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Vote with a donation' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10000001');
    await user.click(screen.getByRole('button', { name: 'Vote and donate' }));
    expect(await screen.findByText('This amount is too large. The most you can give at once is $10,000,000.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/projects/p-1/donates')).toBe(false);
  });

  it('shows the server refusing a too large amount under the amount field, not as card advice', async () => {
    renderForm(() => jsonResponse(422, { code: 'donation.invalid_amount', error: 'This amount is too large.', message: 'This amount is too large.' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Vote with a donation' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '9000000');
    await user.click(screen.getByRole('button', { name: 'Vote and donate' }));
    expect(await screen.findByText(/^This amount is too large\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Check your card details/)).not.toBeInTheDocument();
  });

  it('says an amount is too large in Arabic too', async () => {
    renderForm(() => jsonResponse(500), project, undefined, 'ar');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'التصويت مع تبرع' }));
    await user.type(screen.getByRole('textbox', { name: 'المبلغ' }), '99999999');
    await user.click(screen.getByRole('button', { name: 'صوّت وتبرّع' }));
    expect(await screen.findByText(/^هذا المبلغ كبير جدًا\./)).toBeInTheDocument();
  });

  it.each([
    [502, 'payment.unavailable', 'The payment service is not answering. Please try again in a moment.'],
    [429, 'donation.too_many_pending', 'You have too many donations waiting for confirmation.'],
  ])('says what the server explained (%s %s) instead of the card advice', async (status, code, text) => {
    renderForm(() => jsonResponse(status, { code, error: 'x', message: 'x' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Vote with a donation' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '15');
    await user.click(screen.getByRole('button', { name: 'Vote and donate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Donation failed. Please try again.' });
    expect(dialog).toHaveTextContent(text);
    expect(dialog).not.toHaveTextContent('Check your card details');
  });

  it('says the card was declined, with the card advice', async () => {
    renderForm(() => jsonResponse(402, { code: 'payment.card_declined', error: 'declined' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Vote with a donation' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '15');
    await user.click(screen.getByRole('button', { name: 'Vote and donate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your card was declined.' });
    expect(dialog).toHaveTextContent('Check your card details or use a different payment method.');
  });

  it('asks a person whose email address is not confirmed to confirm it first', async () => {
    renderForm(() => jsonResponse(403, { code: 'auth.email_unverified', error: 'unverified' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Vote with a donation' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '15');
    await user.click(screen.getByRole('button', { name: 'Vote and donate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm your email address first' });
    expect(dialog).toHaveTextContent('Open the link we emailed you, or use Resend at the top of the page.');
  });

  it('says so when the person already voted', async () => {
    renderForm(() => jsonResponse(500));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Vote' }));
    expect(await screen.findByRole('dialog', { name: 'You have already voted for this project.' })).toBeInTheDocument();
  });

  describe('with ADA from a CIP-30 wallet', () => {
    const withWallet: DonationTarget = { ...project, wallet_address: 'addr_test1project' };
    const built = { intent_id: '6f1c2c1e-2b1d-4a51-9d3e-0a4b5c6d7e8f', tx_cbor: '84a400', txid: 'ab'.repeat(32), amount_lovelace: 7_000_000, fee_lovelace: 171_573, ttl: 99, pays_to: 'addr_test1project' };
    const adaDonation = { ...donation('settled'), amount: 7, fee: 0, total: 7, currency: 'lovelace', payment_type: 'CRYPTO', transaction_id: built.txid };

    function injectWallet(signTx: Cip30Api['signTx']) {
      const api: Cip30Api = {
        getBalance: () => Promise.resolve('1b00000002540be400'),
        getUtxos: () => Promise.resolve(['82825820aa']),
        getUsedAddresses: () => Promise.resolve(['60aabbcc']),
        getChangeAddress: () => Promise.resolve('60aabbcc'),
        signTx,
      };
      window.cardano = { eternl: { name: 'Eternl', enable: () => Promise.resolve(api) } };
    }

    async function donateSeven() {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('radio', { name: 'Vote with a donation' }));
      await user.type(screen.getByRole('textbox', { name: 'Amount' }), '7');
      await user.click(screen.getByRole('radio', { name: 'ADA (Cardano wallet)' }));
      await user.click(await screen.findByRole('button', { name: 'Connect Eternl' }));
      expect(await screen.findByTestId('wallet-connected')).toHaveTextContent('Connected to Eternl');
      expect(screen.queryByText(/not available yet/)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Vote and donate' }));
    }

    const adaRoutes = (call: RecordedCall) => {
      if (call.path === '/projects/p-1/donates/ada/build') return jsonResponse(200, built);
      if (call.path === '/projects/p-1/donates/ada/submit') return jsonResponse(200, { txid: built.txid, donation_id: 'd-1' });
      return null;
    };

    it('builds on the server, has the wallet sign, submits, and donates with the txid', async () => {
      const signTx = vi.fn(() => Promise.resolve('a10081825820'));
      injectWallet(signTx);
      const { calls } = renderForm(() => jsonResponse(201, { donation: adaDonation, action_required: false, client_secret: null, payment_intent_id: null, message: '' }), withWallet, adaRoutes);
      await donateSeven();
      expect(await screen.findByRole('dialog', { name: 'Thank you for your donation!' })).toBeInTheDocument();
      expect(signTx).toHaveBeenCalledWith('84a400', true);
      const paths = calls.map((call) => call.path).filter((path) => path.startsWith('/projects/p-1/donates'));
      expect(paths).toEqual(['/projects/p-1/donates/ada/build', '/projects/p-1/donates/ada/submit', '/projects/p-1/donates']);
      expect(calls.find((call) => call.path === '/projects/p-1/donates/ada/build')?.body).toEqual({ amount: 7, change_address: '60aabbcc', utxos: ['82825820aa'] });
      expect(calls.find((call) => call.path === '/projects/p-1/donates/ada/submit')?.body).toEqual({ intent_id: built.intent_id, tx_cbor: '84a400', witness_set: 'a10081825820' });
      expect(calls.find((call) => call.path === '/projects/p-1/donates')?.body).toEqual({ amount: 7, currency: 'lovelace', txid: built.txid, wallet_address: '60aabbcc', rate: 0.45, anonymous: false });
    });

    it('shows each step and the network fee while the wallet asks for the signature', async () => {
      let sign: (witnesses: string) => void = () => undefined;
      injectWallet(() => new Promise((resolve) => (sign = resolve)));
      renderForm(() => jsonResponse(201, { donation: adaDonation, action_required: false, client_secret: null, payment_intent_id: null, message: '' }), withWallet, adaRoutes);
      await donateSeven();
      const progress = await screen.findByRole('status', { name: 'Donation progress' });
      expect(progress).toHaveTextContent('Waiting for your signature in Eternl');
      expect(await screen.findByTestId('ada-fee')).toHaveTextContent('Network fee: 0.171573 ADA');
      sign('a100');
      expect(await screen.findByRole('dialog', { name: 'Thank you for your donation!' })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Donation progress' })).not.toBeInTheDocument();
    });

    it('calmly says nothing was sent when the person declines in the wallet', async () => {
      injectWallet(() => Promise.reject(Object.assign(new Error('user declined sign tx'), { code: 2 })));
      const { calls } = renderForm(() => jsonResponse(500), withWallet, adaRoutes);
      await donateSeven();
      const dialog = await screen.findByRole('dialog', { name: 'Donation cancelled' });
      expect(dialog).toHaveTextContent('nothing was sent and no ADA left your wallet');
      expect(calls.some((call) => call.path.endsWith('/ada/submit') || call.path === '/projects/p-1/donates')).toBe(false);
    });

    it('explains a wallet without enough ADA', async () => {
      injectWallet(() => Promise.resolve('a100'));
      renderForm(() => jsonResponse(500), withWallet, (call) =>
        call.path.endsWith('/ada/build') ? jsonResponse(422, { code: 'ada.insufficient_funds', error: 'not enough' }) : null,
      );
      await donateSeven();
      const dialog = await screen.findByRole('dialog', { name: 'Donation failed. Please try again.' });
      expect(dialog).toHaveTextContent('Your wallet does not hold enough ADA for this donation and the network fee.');
    });

    it('asks to reconnect when the wallet cannot give its UTxOs', async () => {
      injectWallet(() => Promise.resolve('a100'));
      const api = await window.cardano?.eternl?.enable();
      if (api) api.getUtxos = () => Promise.reject(new Error('locked'));
      renderForm(() => jsonResponse(500), withWallet, adaRoutes);
      await donateSeven();
      const dialog = await screen.findByRole('dialog', { name: 'Donation failed. Please try again.' });
      expect(dialog).toHaveTextContent("We couldn't load wallet data for the default address. To proceed, please reconnect your wallet and complete the donation.");
    });
  });
});
