import type { Round } from '../api/types';

const newestFirst = (a: Round, b: Round) => b.number - a.number;

/** The newest round in `phase` other than the one on screen (none: `shownRoundId` undefined), else none. */
const otherIn =
  (phase: Round['phase']) =>
  (rounds: Round[] | undefined, shownRoundId?: string): Round | undefined =>
    (rounds ?? []).filter((round) => round.phase === phase && round.id !== shownRoundId).sort(newestFirst)[0];

/** A round open for voting other than the one on screen (the newest, if several), else none. */
export const otherVotingRound = otherIn('voting');

/** A round taking proposals other than the one on screen (the newest, if several), else none. */
export const otherProposalRound = otherIn('submission');

/**
 * The round /home leads with and /projects opens on: the newest round open for voting, where
 * people can act at once, else the current one (`GET /rounds`: the newest live round, which may be
 * taking proposals while an older one still votes), else the newest.
 */
export function leadRound(current: Round | null | undefined, rounds: Round[] | undefined): Round | undefined {
  return otherVotingRound(rounds) ?? current ?? [...(rounds ?? [])].sort(newestFirst)[0];
}

/**
 * The round that matters most now, whose projects the home page features: the one open for
 * voting, else the one taking proposals, else the latest with published results.
 */
export function roundThatMattersNow(rounds: Round[] | undefined): Round | undefined {
  return otherVotingRound(rounds) ?? otherProposalRound(rounds) ?? otherIn('results')(rounds);
}
