import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import type { RoundResults } from './types';

export const resultsKeys = {
  all: ['results'] as const,
  round: (roundId: string) => [...resultsKeys.all, roundId] as const,
};

/** GET /rounds/{id}/results: every project's line, best paid first, and the totals. */
export function getRoundResults(roundId: string): Promise<RoundResults> {
  return api.get<RoundResults>(`/rounds/${encodeURIComponent(roundId)}/results`);
}

export const roundResultsQueryOptions = (roundId: string) =>
  queryOptions({
    queryKey: resultsKeys.round(roundId),
    queryFn: () => getRoundResults(roundId),
    // A 404 (not published, not computed, no such round) is an answer, not a hiccup.
    retry: (failureCount, error) => !(isApiError(error) && error.status > 0 && error.status < 500) && failureCount < 2,
  });

export function useRoundResults(roundId: string) {
  return useQuery(roundResultsQueryOptions(roundId));
}
