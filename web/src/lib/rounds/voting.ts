import type { Round } from './types';

export type VotingWindow = Pick<Round, 'voting_start_at' | 'voting_end_at'>;

/** Spec §4: BEFORE, DURING or AFTER the voting window, from the round's dates. */
export function votingStatus(round: VotingWindow, now: Date = new Date()): 'BEFORE' | 'DURING' | 'AFTER' {
  const time = now.getTime();
  if (time < new Date(round.voting_start_at).getTime()) return 'BEFORE';
  if (time < new Date(round.voting_end_at).getTime()) return 'DURING';
  return 'AFTER';
}

function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/**
 * Spec §5: the submission period counts as ended when its end date is today or past (by UTC
 * day), or when there is no round to submit to.
 */
export function submissionEnded(round: Pick<Round, 'submission_end_at'> | null | undefined, now: Date = new Date()): boolean {
  if (!round) return true;
  return utcDay(new Date(round.submission_end_at)) <= utcDay(now);
}

/** Whether projects of the round can still be edited or removed (the server's exact window). */
export function submissionOpen(round: Pick<Round, 'submission_start_at' | 'submission_end_at'>, now: Date = new Date()): boolean {
  const time = now.getTime();
  return time >= new Date(round.submission_start_at).getTime() && time < new Date(round.submission_end_at).getTime();
}
