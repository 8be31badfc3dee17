import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Round } from './types';

export const roundKeys = {
  all: ['rounds'] as const,
  current: () => [...roundKeys.all, 'current'] as const,
};

/** The current round (by date), or null when there is none. */
export function getCurrentRound(): Promise<Round | null> {
  return api.get('/rounds');
}

export const currentRoundQueryOptions = () =>
  queryOptions({ queryKey: roundKeys.current(), queryFn: getCurrentRound });

export function useCurrentRound() {
  return useQuery(currentRoundQueryOptions());
}
