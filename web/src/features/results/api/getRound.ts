import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Round } from './types';

/** GET /rounds/{id}: one round (used for its name and results date). */
export function getRound(roundId: string): Promise<Round> {
  return api.get('/rounds/{id}', { params: { path: { id: roundId } } });
}

export const roundQueryOptions = (roundId: string) =>
  queryOptions({ queryKey: ['rounds', 'one', roundId] as const, queryFn: () => getRound(roundId), retry: false });

export function useRound(roundId: string) {
  return useQuery(roundQueryOptions(roundId));
}
