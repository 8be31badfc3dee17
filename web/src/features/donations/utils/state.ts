import type { Schemas } from '@/lib/api/types';

/** Every state a donation has (the API's `DonationState`), in the order a donation meets them (for filters and labels). */
export const DONATION_STATES = [
  'initiated',
  'action_required',
  'pending',
  'settled',
  'failed',
  'canceled',
  'expired',
  'refunded',
  'disputed',
] as const satisfies readonly Schemas['DonationState'][];

/** A state the API names but the list above misses fails to compile here. */
const everyState: Exclude<Schemas['DonationState'], (typeof DONATION_STATES)[number]> extends never ? true : never = true;
void everyState;

/** A donation's state; `released` is the contract status of an ADA donation's funds passed on (never filtered by). */
export type DonationState = Schemas['DonationState'] | 'released';

/** The translation key of a state's label (`state.settled`); a state the app does not know yet shows its key. */
export function stateLabelKey(state: string): `state.${DonationState}` {
  return `state.${state as DonationState}`;
}

/** States a donation leaves no more (a dispute may still end, but not by the donor's hand). */
export const FINAL_STATES: readonly string[] = ['settled', 'failed', 'canceled', 'expired', 'refunded', 'disputed', 'released'];

/** The steps of a donation on its way to being settled, in order. */
export const PATH_TO_SETTLED: readonly string[] = ['initiated', 'action_required', 'pending', 'settled'];

/** States that end a donation without it counting (nothing charged, or the money went back). */
export const CLOSED_STATES: readonly string[] = ['failed', 'canceled', 'expired', 'refunded'];

export type StateColor = 'success' | 'error' | 'warning' | 'info' | 'default';

/**
 * The chip colour of a donation state: settled green, failed red, refunded blue, canceled and
 * expired grey (nothing happened), a dispute or anything on the way amber.
 */
export function stateColor(state: string): StateColor {
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

export function isFinal(state: string): boolean {
  return FINAL_STATES.includes(state);
}
