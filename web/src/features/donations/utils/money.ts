/** DESIGN §3: the card fee is 5% of the amount, rounded half-up to the cent. */
export function cardFee(amount: number): number {
  return Math.round(amount * 100 * 0.05) / 100;
}

/** Whole numbers only (spec §5), as typed. */
export const WHOLE_NUMBER = /^\d+$/;
