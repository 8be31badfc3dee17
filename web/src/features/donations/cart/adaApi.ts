import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { cartItems } from './api';
import type { CartLine } from './store';

// Apart from ./api, which the project pages load for "Add to cart": only the cart pays in ADA.

type Schemas = components['schemas'];

export type BuiltAdaCheckout = Schemas['BuiltAdaCheckout'];

/**
 * POST /checkouts/ada: the server builds one transaction paying every project of the cart from
 * the wallet's UTxOs (CIP-30 `getUtxos()`, `getChangeAddress()`), for the wallet to sign.
 */
export function buildAdaCheckout(cart: CartLine[], wallet: { changeAddress: string; utxos: string[] }, anonymous = false) {
  const body: Schemas['AdaCheckoutRequest'] = { items: cartItems(cart), change_address: wallet.changeAddress, utxos: wallet.utxos, anonymous };
  return api.post('/checkouts/ada', { body });
}

/** POST /checkouts/{id}/ada: the signed transaction; 201 settled, 202 waiting for the chain. */
export function submitAdaCheckout(id: string, txCbor: string, witnessSet: string) {
  const body: Schemas['SubmitAdaCheckout'] = { tx_cbor: txCbor, witness_set: witnessSet };
  return api.post('/checkouts/{id}/ada', { params: { path: { id } }, body });
}
