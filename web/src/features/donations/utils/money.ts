/**
 * The card fee on a whole-dollar `amount`, as the server charges it (DESIGN §3): `bps` basis
 * points of the amount (`card_fee_bps` of GET /config), rounded half up to the cent, in whole
 * cents so no float rounding can make it differ by a cent from what is charged.
 */
export function cardFee(amount: number, bps: number): number {
  const cents = Math.round(amount * 100);
  return Math.floor((cents * bps + 5_000) / 10_000) / 100;
}

/** Whole numbers only (spec §5), as typed. */
export const WHOLE_NUMBER = /^\d+$/;
