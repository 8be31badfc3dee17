import { describe, expect, it } from 'vitest';
import { cardFee, formatMoney, WHOLE_NUMBER } from './money';

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

  it('formats USD and ADA', () => {
    expect(formatMoney(25, 'USD', 'en')).toBe('$25.00');
    expect(formatMoney(120, 'lovelace', 'en')).toBe('120 ADA');
  });
});
