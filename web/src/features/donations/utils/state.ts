import type { DonationState } from '../api/types';

/** Every state, in the order a donation meets them (for filters). */
export const DONATION_STATES: readonly DonationState[] = [
  'initiated',
  'action_required',
  'pending',
  'settled',
  'failed',
  'canceled',
  'expired',
  'refunded',
  'disputed',
];

/** States a donation leaves no more (a dispute may still end, but not by the donor's hand). */
export const FINAL_STATES: readonly DonationState[] = ['settled', 'failed', 'canceled', 'expired', 'refunded', 'disputed', 'released'];

/** The steps of a donation on its way to being settled, in order. */
export const PATH_TO_SETTLED: readonly DonationState[] = ['initiated', 'action_required', 'pending', 'settled'];

/** States that end a donation without it counting (nothing charged, or the money went back). */
export const CLOSED_STATES: readonly DonationState[] = ['failed', 'canceled', 'expired', 'refunded'];

export type StateColor = 'success' | 'error' | 'warning' | 'info' | 'default';

/**
 * The chip colour of a donation state: settled green, failed red, refunded blue, canceled and
 * expired grey (nothing happened), a dispute or anything on the way amber.
 */
export function stateColor(state: DonationState): StateColor {
  switch (state) {
    case 'settled':
    case 'released':
      return 'success';
    case 'failed':
      return 'error';
    case 'refunded':
      return 'info';
    case 'canceled':
    case 'expired':
      return 'default';
    default:
      return 'warning';
  }
}

export function isFinal(state: DonationState): boolean {
  return FINAL_STATES.includes(state);
}
