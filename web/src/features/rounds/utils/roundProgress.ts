import { daysUntil } from '@/lib/dates';
import type { Round } from '../api/types';

/** What the round asks of people right now, derived from its dates (not the server's clock). */
export type RoundProgress =
  | { kind: 'upcoming'; opensAt: string }
  | { kind: 'submission'; daysLeft: number }
  | { kind: 'review'; votingStartsAt: string }
  | { kind: 'voting'; daysLeft: number }
  | { kind: 'tallying'; resultsAt: string }
  | { kind: 'results' };

function before(iso: string | null, now: Date): boolean {
  return iso !== null && now.getTime() < new Date(iso).getTime();
}

export function resultsDate(round: Round): string | null {
  return round.results_at ?? round.voting_announce_at;
}

export function roundProgress(round: Round, now: Date = new Date()): RoundProgress {
  if (before(round.submission_start_at, now)) return { kind: 'upcoming', opensAt: round.submission_start_at };
  if (before(round.submission_end_at, now)) {
    return { kind: 'submission', daysLeft: daysUntil(round.submission_end_at, now) };
  }
  if (before(round.voting_start_at, now)) return { kind: 'review', votingStartsAt: round.voting_start_at };
  if (before(round.voting_end_at, now)) return { kind: 'voting', daysLeft: daysUntil(round.voting_end_at, now) };
  const results = resultsDate(round);
  if (results && before(results, now)) return { kind: 'tallying', resultsAt: results };
  return { kind: 'results' };
}
