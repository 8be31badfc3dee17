import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { noRetryOnClientError } from './getRound';
import { roundAdminKeys } from './keys';
import type { Standings } from './types';

/** How often live standings are recomputed while the page is open. */
export const STANDINGS_REFRESH_MS = 30_000;

/** GET /admin/rounds/{id}/standings: the results as they would be if voting ended now. */
export function getStandings(id: string, signal?: AbortSignal): Promise<Standings> {
  return api.get('/admin/rounds/{id}/standings', { params: { path: { id } }, signal, asPerson: true });
}

export function useStandings(id: string, enabled: boolean) {
  return useQuery({
    queryKey: roundAdminKeys.standings(id),
    queryFn: ({ signal }) => getStandings(id, signal),
    enabled,
    refetchInterval: STANDINGS_REFRESH_MS,
    retry: noRetryOnClientError,
  });
}
