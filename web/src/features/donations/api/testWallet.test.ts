import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { useCardanoWallet } from '../hooks/useCardanoWallet';
import { readableAddress } from '../utils/address';
import { TEST_WALLET_KEY, testWallet } from './testWallet';

const wallet = { address: 'addr_test1vqtest', address_hex: '60aabbcc', network_id: 0, lovelace: 10_000_000_000 };

describe('the Matchpool test wallet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is listed only when the app provides it, and connects through the server', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/dev/wallet') return jsonResponse(200, wallet);
      if (call.path === '/dev/ledger/utxos/addr_test1vqtest') return jsonResponse(200, ['82aa']);
      if (call.path === '/dev/wallet/sign') return jsonResponse(200, { witness_set: 'a100' });
      return jsonResponse(404, { code: 'not_found' });
    });
    const plain = renderHook(() => useCardanoWallet());
    expect(plain.result.current.options.map((option) => option.key)).toEqual(['lace', 'yoroi']);

    const extra = { [TEST_WALLET_KEY]: testWallet('Matchpool test wallet') };
    const { result } = renderHook(() => useCardanoWallet(extra));
    expect(result.current.options.at(-1)).toMatchObject({ key: TEST_WALLET_KEY, name: 'Matchpool test wallet', installed: true });
    await act(() => result.current.connect(TEST_WALLET_KEY));
    expect(result.current).toMatchObject({ status: 'connected', address: '60aabbcc', balance: 10_000_000_000 });

    const api = result.current.api;
    expect(await api?.getUtxos()).toEqual(['82aa']);
    expect(await api?.signTx('84a4', true)).toBe('a100');
    expect(calls.find((call) => call.path === '/dev/wallet/sign')?.body).toEqual({ tx: '84a4' });
  });

  it('fails to connect like any wallet when the server has no test wallet', async () => {
    mockFetch(() => jsonResponse(404, { code: 'not_found', message: 'Not found' }));
    const extra = { [TEST_WALLET_KEY]: testWallet('Matchpool test wallet') };
    const { result } = renderHook(() => useCardanoWallet(extra));
    await act(() => result.current.connect(TEST_WALLET_KEY));
    expect(result.current).toMatchObject({ status: 'failed', error: 'connect' });
  });
});

describe('readableAddress', () => {
  it('shows the hex bytes CIP-30 wallets give in bech32', () => {
    // The enterprise test address of the server's tests (header 0x60: test network).
    const hex = '609493315cd92eb5d8c4304e67b7e16ae36d61d34502694657811a2c8e';
    expect(readableAddress(hex)).toBe('addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz');
    expect(readableAddress(`61${hex.slice(2)}`).startsWith('addr1')).toBe(true);
    expect(readableAddress(`e0${hex.slice(2)}`).startsWith('stake_test1')).toBe(true);
  });

  it('leaves bech32 and other text as it is', () => {
    expect(readableAddress('addr_test1vz2fxv2umy')).toBe('addr_test1vz2fxv2umy');
    expect(readableAddress('abc')).toBe('abc');
    expect(readableAddress('')).toBe('');
  });
});
