import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { noRetryOnClientError } from './getRound';
import { STANDINGS_REFRESH_MS } from './getStandings';
import { roundAdminKeys } from './keys';
import type { Standings } from './types';

/**
 * GET /rounds/{id}/results as an operator: the frozen results (operators see them before the
 * results date), or null while the round is not frozen (404 `results.not_frozen`).
 */
export async function getFrozenResults(id: string, signal?: AbortSignal): Promise<Standings | null> {
  try {
    return await api.get<Standings>(`/rounds/${encodeURIComponent(id)}/results`, { signal, asPerson: true });
  } catch (error) {
    if (isApiError(error) && error.code === 'results.not_frozen') return null;
    throw error;
  }
}

/** `poll` checks again every 30 s while the round waits for its automatic freeze. */
export function useFrozenResults(id: string, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: roundAdminKeys.frozen(id),
    queryFn: ({ signal }) => getFrozenResults(id, signal),
    retry: noRetryOnClientError,
    refetchInterval: (query) => (poll && query.state.data === null ? STANDINGS_REFRESH_MS : false),
  });
}
