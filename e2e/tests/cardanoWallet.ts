import { generateKeyPairSync, sign } from 'node:crypto';
import { blake2b } from '@noble/hashes/blake2.js';
import { bech32 } from '@scure/base';
import type { Page } from '@playwright/test';

/**
 * A real CIP-30 wallet for the tests: an ed25519 key made here (Node side), its enterprise testnet
 * address, UTxOs read from the development ledger, and `signTx` signing the body hash with the key
 * and answering a CBOR witness set, as Lace or Yoroi would.
 */
export interface TestWallet {
  /** The address bytes in hex, as CIP-30 gives addresses. */
  addressHex: string;
  /** The same address in bech32 (`addr_test1…`). */
  bech32: string;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** The length in bytes of the CBOR item at `offset` (definite and indefinite lengths). */
function itemLength(bytes: Uint8Array, offset: number): number {
  const head = bytes[offset];
  if (head === undefined) throw new Error('truncated CBOR');
  const major = head >> 5;
  const info = head & 0x1f;
  if (info === 31) {
    // Indefinite: items until the 0xff break.
    let at = offset + 1;
    while (bytes[at] !== 0xff) at += itemLength(bytes, at);
    return at + 1 - offset;
  }
  const size = info < 24 ? 0 : info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : 8;
  let value = info < 24 ? info : 0;
  for (let index = 1; index <= size; index += 1) value = value * 256 + (bytes[offset + index] ?? 0);
  let at = offset + 1 + size;
  if (major === 2 || major === 3) return at + value - offset;
  if (major === 4 || major === 5) {
    for (let item = 0; item < value * (major === 5 ? 2 : 1); item += 1) at += itemLength(bytes, at);
    return at - offset;
  }
  if (major === 6) return at + itemLength(bytes, at) - offset;
  return at - offset;
}

/** A CBOR byte-string header for `length` bytes (32 and 64 here). */
const bytesHeader = (length: number) => (length < 24 ? (0x40 + length).toString(16) : `58${length.toString(16).padStart(2, '0')}`);

export function makeWallet() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  // The SPKI DER of an ed25519 key ends with the 32 raw key bytes.
  const vkey = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const keyHash = blake2b(vkey, { dkLen: 28 });
  // Header 0x60: an enterprise address (no stake part) on a testnet.
  const address = Uint8Array.from([0x60, ...keyHash]);
  const wallet: TestWallet = { addressHex: hex(address), bech32: bech32.encode('addr_test', bech32.toWords(address), false) };

  /** CIP-30 signTx(tx, true): the witness set {0: [[vkey, signature]]} over blake2b-256(body). */
  const signTx = (txHex: string): string => {
    const tx = Uint8Array.from(Buffer.from(txHex, 'hex'));
    if (tx[0] !== 0x84) throw new Error('not a transaction');
    const body = tx.subarray(1, 1 + itemLength(tx, 1));
    const signature = sign(null, blake2b(body, { dkLen: 32 }), privateKey);
    return `a10081825820${hex(vkey)}${bytesHeader(64)}${hex(signature)}`;
  };
  return { wallet, signTx };
}

/** Injects the wallet as `window.cardano.testwallet`, signing through the Node side. */
export async function injectWallet(page: Page, name = 'Test wallet', options: { decline?: boolean } = {}): Promise<TestWallet> {
  const { wallet, signTx } = makeWallet();
  // A person saying no in the wallet's window: CIP-30 TxSignError UserDeclined.
  await page.exposeFunction('e2eSignTx', (tx: string) => {
    if (options.decline) throw new Error('declined');
    return signTx(tx);
  });
  await page.addInitScript(
    ({ addressHex, name }) => {
      const cborUint = (value: number) => `1b${value.toString(16).padStart(16, '0')}`;
      const page = window as unknown as { e2eSignTx: (tx: string) => Promise<string>; cardano: Record<string, unknown> };
      const api = {
        getNetworkId: async () => 0,
        getBalance: async () => {
          const response = await fetch(`/api/dev/ledger/balance/${addressHex}`);
          return cborUint(((await response.json()) as { lovelace: number }).lovelace);
        },
        getUtxos: async () => (await (await fetch(`/api/dev/ledger/utxos/${addressHex}`)).json()) as string[],
        getUsedAddresses: async () => [addressHex],
        getChangeAddress: async () => addressHex,
        signTx: (tx: string, partialSign?: boolean) => {
          if (partialSign !== true) return Promise.reject({ code: 1, info: 'expected a partial signature request' });
          return page.e2eSignTx(tx).catch(() => Promise.reject({ code: 2, info: 'user declined sign tx' }));
        },
      };
      page.cardano = { testwallet: { name, apiVersion: '0.1.0', icon: '', enable: async () => api, isEnabled: async () => true } };
    },
    { addressHex: wallet.addressHex, name },
  );
  return wallet;
}
