import { api } from '@/lib/api/client';

/** POST /projects/{id}/donates/ada/build: the wallet as CIP-30 describes it. */
export interface AdaBuildRequest {
  /** Whole ADA. */
  amount: number;
  /** CIP-30 `getChangeAddress()` (hex bytes). */
  change_address: string;
  /** CIP-30 `getUtxos()` (hex CBOR of each TransactionUnspentOutput). */
  utxos: string[];
}

/** The unsigned transaction the wallet signs. */
export interface AdaBuiltPayment {
  tx_cbor: string;
  txid: string;
  amount_lovelace: number;
  fee_lovelace: number;
  ttl: number;
  pays_to: string;
}

/** The server builds the payment from the wallet's UTxOs, so the page needs no Cardano library. */
export function buildAdaPayment(projectId: string, body: AdaBuildRequest) {
  return api.post<AdaBuiltPayment>(`/projects/${encodeURIComponent(projectId)}/donates/ada/build`, body);
}

/** POST /projects/{id}/donates/ada/submit: the built transaction and the wallet's signatures. */
export function submitAdaPayment(projectId: string, body: { tx_cbor: string; witness_set: string; amount: number }) {
  return api.post<{ txid: string }>(`/projects/${encodeURIComponent(projectId)}/donates/ada/submit`, body);
}
