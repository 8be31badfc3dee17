import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { roundKeys } from './getCurrentRound';
import type { Round } from './types';

/**
 * GET /rounds/rounds: every round, newest (highest number) first. The API lists the current round
 * first (6 taking proposals may come after 5 voting: 5, 6, 4, …); pickers and lists want 6, 5, 4, ….
 */
export async function listRounds(): Promise<Round[]> {
  const { data } = await api.get('/rounds/rounds', { params: { query: { limit: 100 } } });
  return data.sort((a, b) => b.number - a.number);
}

export const roundListQueryOptions = () => queryOptions({ queryKey: [...roundKeys.all, 'list'] as const, queryFn: listRounds });

export function useRoundList() {
  return useQuery(roundListQueryOptions());
}
