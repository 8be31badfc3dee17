import { bech32 } from '@scure/base';

/**
 * A Cardano address as people read it: CIP-30 wallets give hex bytes, shown here in bech32
 * (`addr1…` on mainnet, `addr_test1…` on test networks, `stake…` for reward addresses). Text
 * that is not hex bytes is shown as it is.
 */
export function readableAddress(address: string): string {
  if (!/^[0-9a-f]+$/i.test(address) || address.length % 2 !== 0 || address.length < 2) return address;
  const bytes = Uint8Array.from(address.match(/../g) ?? [], (pair) => parseInt(pair, 16));
  const header = bytes[0] ?? 0;
  const mainnet = (header & 0x0f) === 1;
  const reward = header >> 4 === 0x0e || header >> 4 === 0x0f;
  const prefix = `${reward ? 'stake' : 'addr'}${mainnet ? '' : '_test'}`;
  return bech32.encode(prefix, bech32.toWords(bytes), false);
}
