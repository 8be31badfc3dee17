import type { Round } from '../api/types';

/** The newest round whose results are public, if any. */
export function latestPublishedRound(rounds: Round[] | undefined): Round | undefined {
  return (rounds ?? []).filter((round) => round.phase === 'results').sort((a, b) => b.number - a.number)[0];
}
