import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { profileKeys } from './keys';
import type { ImpactHistory } from './types';

/** GET /me/impact-points: the person's points and latest grants (always the person's own). */
export function getImpactHistory(signal?: AbortSignal): Promise<ImpactHistory> {
  return api.get('/me/impact-points', { signal, asPerson: true });
}

export function useImpactHistory() {
  return useQuery({ queryKey: profileKeys.impact(), queryFn: ({ signal }) => getImpactHistory(signal), staleTime: 0 });
}
