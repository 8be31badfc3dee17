import { describe, expect, it } from 'vitest';
import { formatAda, formatAdaExact, formatCents, formatDecimal, formatMoney, formatMoneyExact, formatToken, formatUsd } from './format';

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

  it('shows ADA with at most two decimals, and to the lovelace only where asked', () => {
    expect(formatAda(44.444446, 'en')).toBe('44.44 ADA');
    expect(formatAda(66.666668, 'en')).toBe('66.67 ADA');
    expect(formatAda(7, 'en')).toBe('7 ADA');
    expect(formatMoney(1500.125001, 'lovelace', 'ar')).toBe('1,500.13 ADA');
    expect(formatAdaExact(0.171573, 'en')).toBe('0.171573 ADA');
    expect(formatMoneyExact(44.444446, 'lovelace', 'en')).toBe('44.444446 ADA');
    expect(formatMoneyExact(25, 'USD', 'en')).toBe('$25.00');
  });
});
