import { describe, expect, it } from 'vitest';
import { cardFee, WHOLE_NUMBER } from './money';

describe('money', () => {
  it('charges the configured rate on cards, half-up to the cent, as the server does', () => {
    expect(cardFee(25, 500)).toBe(1.25);
    expect(cardFee(1, 500)).toBe(0.05);
    expect(cardFee(7, 500)).toBe(0.35);
    expect(cardFee(13, 500)).toBe(0.65);
    // 2.9 %: 0.029 × $1 = 2.9 ¢ → 3 ¢; 0.029 × $5 = 14.5 ¢ → 15 ¢ (half up, where floats give 14).
    expect(cardFee(1, 290)).toBe(0.03);
    expect(cardFee(5, 290)).toBe(0.15);
    expect(cardFee(10_000_000, 500)).toBe(500_000);
  });

  it('accepts whole numbers only', () => {
    expect(WHOLE_NUMBER.test('25')).toBe(true);
    expect(WHOLE_NUMBER.test('25.5')).toBe(false);
    expect(WHOLE_NUMBER.test('')).toBe(false);
  });
});
