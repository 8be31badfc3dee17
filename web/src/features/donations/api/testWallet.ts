import { api } from '@/lib/api/client';
import type { Cip30Api, Cip30Wallet } from '../hooks/useCardanoWallet';

/** The key the "Matchpool test wallet" is listed under. */
export const TEST_WALLET_KEY = 'matchpool-test';

/**
 * The person's test wallet on the development ledger (offered only when the server says
 * `test_wallet`): a CIP-30 wallet whose key the server holds, so ADA donations can be tried with
 * test money and no wallet extension. It pays through the same build, sign and submit steps.
 */
export function testWallet(name: string): Cip30Wallet {
  return {
    name,
    enable: async (): Promise<Cip30Api> => {
      const wallet = await api.get('/dev/wallet');
      return {
        getNetworkId: () => Promise.resolve(wallet.network_id),
        getBalance: async () => (await api.get('/dev/wallet')).lovelace,
        getUtxos: () => api.get('/dev/ledger/utxos/{address}', { params: { path: { address: wallet.address } } }),
        getChangeAddress: () => Promise.resolve(wallet.address_hex),
        signTx: async (tx: string) => (await api.post('/dev/wallet/sign', { body: { tx } })).witness_set,
      };
    },
  };
}
