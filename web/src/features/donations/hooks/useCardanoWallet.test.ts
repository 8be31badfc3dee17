import { describe, expect, it } from 'vitest';
import { parseBalance } from './useCardanoWallet';

describe('parseBalance', () => {
  it('reads CBOR coins and [coin, assets]', () => {
    expect(parseBalance('1a05f5e100')).toBe(100_000_000);
    expect(parseBalance('821a05f5e100a0')).toBe(100_000_000);
    expect(parseBalance('17')).toBe(23);
    expect(parseBalance(42)).toBe(42);
  });
});
