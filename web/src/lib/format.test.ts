import { describe, expect, it } from 'vitest';
import { formatCents, formatDecimal, formatMoney, formatToken, formatUsd } from './format';

const RLM = '\u200f';
const NBSP = '\u00a0';
// The currency symbol isolated left-to-right, so "US$" never becomes "$US" in a right-to-left line.
const USD = '\u2066US$\u2069';

describe('format', () => {
  it('formats USD and ADA amounts in English', () => {
    expect(formatMoney(25, 'USD', 'en')).toBe('$25.00');
    expect(formatMoney(120, 'lovelace', 'en')).toBe('120 ADA');
    expect(formatUsd(75000, 'en')).toBe('$75,000');
    expect(formatCents(12050, 'en')).toBe('$120.50');
  });

  it('puts the currency where Arabic puts it, with Latin digits, never "$US 75,000"', () => {
    expect(formatUsd(75000, 'ar')).toBe(`${RLM}75,000${NBSP}${USD}`);
    expect(formatCents(12050, 'ar')).toBe(`${RLM}120.50${NBSP}${USD}`);
    expect(formatMoney(25, 'USD', 'ar')).toBe(`${RLM}25.00${NBSP}${USD}`);
    expect(formatMoney(1500, 'lovelace', 'ar')).toBe('1,500 ADA');
  });

  it('uses Latin digits for tokens in Arabic too', () => {
    expect(formatToken(1234, 'THANK', 'ar')).toBe('1,234 THANK');
    expect(formatDecimal(2400, 'ar')).toBe('2,400.00');
  });
});
