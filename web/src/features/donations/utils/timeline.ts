import type { DonationDetail } from '../api/types';
import { isFinal } from './state';

export type TimelineStep = DonationDetail['timeline'][number];

/** A line of the status page's timeline: a step the donation went through, or where it is now. */
export interface TimelineLine {
  state: string;
  /** Absent when the donation is in a state its timeline has no step for yet. */
  step?: TimelineStep;
  /** Where the donation is now, while it is still on its way. */
  current: boolean;
}

/**
 * The steps the donation went through, in order, and the one it is in now. Steps still ahead are
 * not listed: which ones come depends on the payment (an ADA donation starts pending, a card may
 * settle at once), so a guessed "not yet" line would sit between ticked steps or before the first.
 */
export function timelineLines(donation: Pick<DonationDetail, 'state' | 'timeline'>): TimelineLine[] {
  const lines: TimelineLine[] = donation.timeline.map((step) => ({ state: step.state, step, current: false }));
  const last = lines.at(-1);
  if (last?.state === donation.state) {
    last.current = !isFinal(donation.state);
  } else {
    lines.push({ state: donation.state, current: !isFinal(donation.state) });
  }
  return lines;
}
