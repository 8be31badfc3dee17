import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { AdaPaymentError, declinedInWallet, payWithWallet, type AdaProgress } from './payWithWallet';
import { parseBalance, useCardanoWallet, type Cip30Api } from './useCardanoWallet';

describe('parseBalance', () => {
  it('reads CBOR coins and [coin, assets]', () => {
    expect(parseBalance('1a05f5e100')).toBe(100_000_000);
    expect(parseBalance('821a05f5e100a0')).toBe(100_000_000);
    expect(parseBalance('17')).toBe(23);
    expect(parseBalance(42)).toBe(42);
  });
});

function wallet(overrides: Partial<Cip30Api> = {}): Cip30Api {
  return {
    getBalance: () => Promise.resolve('1a05f5e100'),
    getUtxos: () => Promise.resolve(['82aa', '82bb']),
    getUsedAddresses: () => Promise.resolve(['60aabb']),
    getChangeAddress: () => Promise.resolve('60aabb'),
    signTx: () => Promise.resolve('a100'),
    ...overrides,
  };
}

/** Wallets reject with CIP-30 `{code, info}` errors. */
function cip30Error(code: number, info: string) {
  return Object.assign(new Error(info), { code, info });
}

function inject(api: Cip30Api | Record<string, unknown>) {
  window.cardano = { nami: { name: 'Nami', enable: () => Promise.resolve(api as Cip30Api) } };
}

describe('useCardanoWallet', () => {
  afterEach(() => {
    delete window.cardano;
  });

  it('connects a CIP-30 wallet and reads its balance and address', async () => {
    inject(wallet());
    const { result } = renderHook(() => useCardanoWallet());
    expect(result.current.options.map((option) => option.name)).toEqual(['Lace', 'Yoroi', 'Nami']);
    await act(() => result.current.connect('nami'));
    expect(result.current).toMatchObject({ status: 'connected', name: 'Nami', address: '60aabb', balance: 100_000_000 });
  });

  it('fails with the wallet data message when the wallet cannot sign transactions', async () => {
    const unsigned: Partial<Cip30Api> = wallet();
    delete unsigned.signTx;
    inject(unsigned);
    const { result } = renderHook(() => useCardanoWallet());
    await act(() => result.current.connect('nami'));
    expect(result.current).toMatchObject({ status: 'failed', error: 'data' });
  });

  it('fails with the connection message when the person refuses access', async () => {
    window.cardano = { nami: { name: 'Nami', enable: () => Promise.reject(cip30Error(-3, 'refused')) } };
    const { result } = renderHook(() => useCardanoWallet());
    await act(() => result.current.connect('nami'));
    expect(result.current).toMatchObject({ status: 'failed', error: 'connect' });
  });

  it('reads the balance again after a payment', async () => {
    const balances = ['1a05f5e100', '1a04c4b400'];
    inject(wallet({ getBalance: () => Promise.resolve(balances.shift() ?? '00') }));
    const { result } = renderHook(() => useCardanoWallet());
    await act(() => result.current.connect('nami'));
    await act(() => result.current.refresh());
    await waitFor(() => expect(result.current.balance).toBe(80_000_000));
  });
});

describe('payWithWallet', () => {
  afterEach(() => vi.unstubAllGlobals());

  const built = { intent_id: 'in-1', tx_cbor: '84a4', txid: 'ab'.repeat(32), amount_lovelace: 7_000_000, fee_lovelace: 170_000, ttl: 99, pays_to: 'addr_test1xyz' };

  it('sends the UTxOs, has the wallet sign the built transaction, and submits the signature', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/projects/p-1/donates/ada/build') return jsonResponse(200, built);
      if (call.path === '/projects/p-1/donates/ada/submit') return jsonResponse(200, { txid: built.txid, donation_id: 'd-1' });
      return jsonResponse(404, { code: 'not_found' });
    });
    const signTx = vi.fn(() => Promise.resolve('a1008182'));
    const steps: AdaProgress[] = [];
    const paid = await payWithWallet(wallet({ signTx }), 'p-1', 7, (progress) => steps.push(progress));
    expect(paid).toEqual({ txid: built.txid, feeLovelace: 170_000 });
    expect(signTx).toHaveBeenCalledWith('84a4', true);
    expect(calls.map((call) => call.body)).toEqual([
      { amount: 7, change_address: '60aabb', utxos: ['82aa', '82bb'] },
      { intent_id: 'in-1', tx_cbor: '84a4', witness_set: 'a1008182' },
    ]);
    expect(steps.map((step) => step.step)).toEqual(['wallet', 'build', 'sign', 'submit']);
    expect(steps[2]?.feeLovelace).toBe(170_000);
  });

  it('says at which step it stopped, and whether the person declined', async () => {
    mockFetch(() => jsonResponse(200, built));
    const refusal = payWithWallet(wallet({ signTx: () => Promise.reject(cip30Error(2, 'user declined')) }), 'p-1', 7, () => undefined);
    const error = await refusal.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdaPaymentError);
    expect((error as AdaPaymentError).step).toBe('sign');
    expect(declinedInWallet((error as AdaPaymentError).cause)).toBe(true);
    const unreadable = await payWithWallet(wallet({ getUtxos: () => Promise.reject(new Error('locked')) }), 'p-1', 7, () => undefined).catch(
      (caught: unknown) => caught,
    );
    expect((unreadable as AdaPaymentError).step).toBe('wallet');
  });
});
