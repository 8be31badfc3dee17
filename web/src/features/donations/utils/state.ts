import type { DonationState } from '../api/types';

/** The chip colour of a donation state: settled green, failed red, anything on the way amber. */
export function stateColor(state: DonationState): 'success' | 'error' | 'warning' {
  if (state === 'settled' || state === 'released') return 'success';
  if (state === 'failed') return 'error';
  return 'warning';
}
