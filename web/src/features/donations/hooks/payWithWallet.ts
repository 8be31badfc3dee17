import { buildAdaPayment, submitAdaPayment } from '../api/adaPayment';
import type { Cip30Api } from './useCardanoWallet';

/** The steps of an ADA donation, in order; `record` is the donation itself. */
export const ADA_STEPS = ['wallet', 'build', 'sign', 'submit', 'record'] as const;
export type AdaStep = (typeof ADA_STEPS)[number];

export interface AdaProgress {
  step: AdaStep;
  /** Known once the server has built the transaction. */
  feeLovelace: number | null;
}

/** Where an ADA payment stopped, with the wallet's or the server's error as the cause. */
export class AdaPaymentError extends Error {
  readonly step: AdaStep;

  constructor(step: AdaStep, cause: unknown) {
    super(`ADA payment failed at ${step}`, { cause });
    this.name = 'AdaPaymentError';
    this.step = step;
  }
}

/** A CIP-30 error's numeric code (`{code, info}`), if it is one. */
export function cip30Code(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' ? code : null;
}

/** The person said no in the wallet: CIP-30 TxSignError UserDeclined (2) or APIError Refused (-3). */
export function declinedInWallet(error: unknown): boolean {
  const code = cip30Code(error);
  return code === 2 || code === -3;
}

/** Runs one step of an ADA payment; its failure becomes an `AdaPaymentError` naming the step. */
export async function atStep<T>(step: AdaStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new AdaPaymentError(step, error);
  }
}

/** The wallet step: what the server builds the transaction from (CIP-30 `getUtxos()` and `getChangeAddress()`). */
export function readWallet(wallet: Cip30Api): Promise<{ utxos: string[]; changeAddress: string }> {
  return atStep('wallet', async () => {
    const utxos = (await wallet.getUtxos()) ?? [];
    const changeAddress = await wallet.getChangeAddress();
    if (!changeAddress) throw new Error('The wallet gave no change address.');
    return { utxos, changeAddress };
  });
}

/**
 * Pays `amount` ADA to the project from a CIP-30 wallet: the server builds the transaction from
 * the wallet's UTxOs, the wallet only signs it, and the server submits it. Returns the txid.
 */
export async function payWithWallet(
  wallet: Cip30Api,
  projectId: string,
  amount: number,
  onProgress: (progress: AdaProgress) => void,
): Promise<{ txid: string; feeLovelace: number }> {
  onProgress({ step: 'wallet', feeLovelace: null });
  const { utxos, changeAddress } = await readWallet(wallet);
  onProgress({ step: 'build', feeLovelace: null });
  const built = await atStep('build', () => buildAdaPayment(projectId, { amount, change_address: changeAddress, utxos }));
  onProgress({ step: 'sign', feeLovelace: built.fee_lovelace });
  const witnessSet = await atStep('sign', () => wallet.signTx(built.tx_cbor, true));
  onProgress({ step: 'submit', feeLovelace: built.fee_lovelace });
  // The intent binds the payment to this person and project: only they can claim its txid.
  const { txid } = await atStep('submit', () =>
    submitAdaPayment(projectId, { intent_id: built.intent_id, tx_cbor: built.tx_cbor, witness_set: witnessSet }),
  );
  return { txid, feeLovelace: built.fee_lovelace };
}
