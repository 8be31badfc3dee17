import { describe, expect, it } from 'vitest';
import { cardFee, WHOLE_NUMBER } from './money';

describe('money', () => {
  it('charges 5% on cards, half-up to the cent', () => {
    expect(cardFee(25)).toBe(1.25);
    expect(cardFee(1)).toBe(0.05);
    expect(cardFee(7)).toBe(0.35);
    expect(cardFee(13)).toBe(0.65);
  });

  it('accepts whole numbers only', () => {
    expect(WHOLE_NUMBER.test('25')).toBe(true);
    expect(WHOLE_NUMBER.test('25.5')).toBe(false);
    expect(WHOLE_NUMBER.test('')).toBe(false);
  });
});
