import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import type { Round, RoundResults } from './types';

export const resultsKeys = {
  all: ['results'] as const,
  round: (roundId: string) => [...resultsKeys.all, roundId] as const,
};

/** GET /rounds/{id}/results: every project's line, best paid first, and the totals. */
export function getRoundResults(roundId: string): Promise<RoundResults> {
  return api.get('/rounds/{id}/results', { params: { path: { id: roundId } } });
}

/**
 * Whether a round can have results to ask for: only once its voting has ended (tallying, then
 * results). Before, the answer can only be a 404 (`results.not_frozen`), which the page knows
 * without asking (issue 36: no console 404s for rounds still open).
 */
export function mayHaveResults(round: Pick<Round, 'phase'>): boolean {
  return round.phase === 'tallying' || round.phase === 'results';
}

export const roundResultsQueryOptions = (roundId: string) =>
  queryOptions({
    queryKey: resultsKeys.round(roundId),
    queryFn: () => getRoundResults(roundId),
    // A 404 (not published, not computed, no such round) is an answer, not a hiccup.
    retry: (failureCount, error) => !(isApiError(error) && error.status > 0 && error.status < 500) && failureCount < 2,
  });

/** The results, asked for only once the round (`undefined` while it loads) may have them. */
export function useRoundResults(roundId: string, round: Round | undefined) {
  return useQuery({ ...roundResultsQueryOptions(roundId), enabled: round !== undefined && mayHaveResults(round) });
}
