import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { roundKeys } from './getCurrentRound';
import type { Round } from './types';

/** GET /rounds/rounds: every round, newest first (`{data, total}`). */
export async function listRounds(): Promise<Round[]> {
  const { data } = await api.get<{ data: Round[]; total: number }>('/rounds/rounds', { query: { limit: 100 } });
  return data;
}

export const roundListQueryOptions = () => queryOptions({ queryKey: [...roundKeys.all, 'list'] as const, queryFn: listRounds });

export function useRoundList() {
  return useQuery(roundListQueryOptions());
}
