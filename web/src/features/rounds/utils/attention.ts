import type { Round } from '../api/types';

const newestFirst = (a: Round, b: Round) => b.number - a.number;

/** A round open for voting other than the one on screen (the newest, if several), else none. */
export function otherVotingRound(rounds: Round[] | undefined, shownRoundId: string | undefined): Round | undefined {
  return (rounds ?? []).filter((round) => round.phase === 'voting' && round.id !== shownRoundId).sort(newestFirst)[0];
}

/**
 * The round that matters most now, whose projects the home page features: the one open for
 * voting, else the one taking proposals, else the latest with published results.
 */
export function roundThatMattersNow(rounds: Round[] | undefined): Round | undefined {
  const sorted = [...(rounds ?? [])].sort(newestFirst);
  return (
    sorted.find((round) => round.phase === 'voting') ??
    sorted.find((round) => round.phase === 'submission') ??
    sorted.find((round) => round.phase === 'results')
  );
}
