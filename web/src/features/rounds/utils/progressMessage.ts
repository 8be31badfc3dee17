import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import type { RoundProgress } from './roundProgress';

const utc = (iso: string) => isolateLtr(formatUtcDateTime(iso));

/**
 * What the hero says of a round's progress ("12 days left to vote"): the `home` translation key and
 * its values, as DaysLeft says it.
 */
export function progressMessage(progress: RoundProgress) {
  switch (progress.kind) {
    case 'submission':
      return { key: 'round.daysLeftToSubmit', values: { count: progress.daysLeft } } as const;
    case 'voting':
      return { key: 'round.daysLeftToVote', values: { count: progress.daysLeft } } as const;
    case 'upcoming':
      return { key: 'round.submissionsOpenOn', values: { date: utc(progress.opensAt) } } as const;
    case 'review':
      return { key: 'round.votingOpensOn', values: { date: utc(progress.votingStartsAt) } } as const;
    case 'tallying':
      return { key: 'round.resultsOn', values: { date: utc(progress.resultsAt) } } as const;
    case 'results':
      return { key: 'round.resultsPublished', values: {} } as const;
  }
}
