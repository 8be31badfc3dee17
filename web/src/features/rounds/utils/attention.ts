import type { Round } from '../api/types';

const newestFirst = (a: Round, b: Round) => b.number - a.number;

/**
 * The round /home leads with and /projects opens on: the newest round open for voting, where
 * people can act at once, else the current one (`GET /rounds`: the newest live round, which may be
 * taking proposals while an older one still votes), else the newest.
 */
export function leadRound(current: Round | null | undefined, rounds: Round[] | undefined): Round | undefined {
  const sorted = [...(rounds ?? [])].sort(newestFirst);
  return sorted.find((round) => round.phase === 'voting') ?? current ?? sorted[0];
}

/** A round taking proposals other than the one on screen (the newest, if several), else none. */
export function otherProposalRound(rounds: Round[] | undefined, shownRoundId: string | undefined): Round | undefined {
  return (rounds ?? []).filter((round) => round.phase === 'submission' && round.id !== shownRoundId).sort(newestFirst)[0];
}

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
