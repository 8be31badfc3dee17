/** DESIGN §3: the card fee is 5% of the amount, rounded half-up to the cent. */
export function cardFee(amount: number): number {
  return Math.round(amount * 100 * 0.05) / 100;
}

/** Whole numbers only (spec §5), as typed. */
export const WHOLE_NUMBER = /^\d+$/;

/** Amounts in their currency: "$25.00" or "120 ADA". */
export function formatMoney(amount: number, currency: string, language: string): string {
  if (currency === 'lovelace') {
    return `${new Intl.NumberFormat(language, { maximumFractionDigits: 6, numberingSystem: 'latn' }).format(amount)} ADA`;
  }
  return new Intl.NumberFormat(language, { style: 'currency', currency, numberingSystem: 'latn' }).format(amount);
}
