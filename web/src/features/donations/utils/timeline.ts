import type { DonationDetail, DonationState } from '../api/types';
import { isFinal, PATH_TO_SETTLED } from './state';

export type TimelineStep = DonationDetail['timeline'][number];

/** A line of the status page's timeline: a step the donation went through, or one still ahead. */
export interface TimelineLine {
  state: DonationState;
  /** Absent for a step still ahead ("not yet"). */
  step?: TimelineStep;
}

/**
 * The steps the donation went through, in order; while it is on its way, the steps still ahead
 * of it on the way to settled. A donation that ended (canceled, refunded, ...) shows no step it
 * never reached, and "Action required" only shows when 3-D Secure was asked for.
 */
export function timelineLines(donation: Pick<DonationDetail, 'state' | 'timeline'>): TimelineLine[] {
  const lines: TimelineLine[] = donation.timeline.map((step) => ({ state: step.state, step }));
  if (isFinal(donation.state)) return lines;
  const reached = new Set(donation.timeline.map((step) => step.state));
  const current = PATH_TO_SETTLED.indexOf(donation.state);
  for (const state of PATH_TO_SETTLED.slice(current + 1)) {
    if (state !== 'action_required' && !reached.has(state)) lines.push({ state });
  }
  return lines;
}
