import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { noRetryOnClientError } from './getRound';
import { STANDINGS_REFRESH_MS } from './getStandings';
import { roundAdminKeys } from './keys';
import type { AdminRound, Standings } from './types';

/**
 * Whether a round's voting has ended, so that it may be frozen: by the server's word (`status`)
 * or, on a page left open, by the clock reaching the end of voting.
 */
export function votingHasEnded(round: Pick<AdminRound, 'status' | 'voting_end_at'>, now = Date.now()): boolean {
  return round.status === 'AFTER' || now >= new Date(round.voting_end_at).getTime();
}

/**
 * GET /rounds/{id}/results as an operator: the frozen results (operators see them before the
 * results date), or null while the round is not frozen (404 `results.not_frozen`). A round whose
 * voting has not ended cannot be frozen: the answer is null without asking (issue 36: no console
 * 404s for rounds still open).
 */
export async function getFrozenResults(round: Pick<AdminRound, 'id' | 'status' | 'voting_end_at'>, signal?: AbortSignal): Promise<Standings | null> {
  if (!votingHasEnded(round)) return null;
  try {
    return await api.get('/rounds/{id}/results', { params: { path: { id: round.id } }, signal, asPerson: true });
  } catch (error) {
    if (isApiError(error) && error.code === 'results.not_frozen') return null;
    throw error;
  }
}

/** `poll` checks again every 30 s while the round waits for its automatic freeze. */
export function useFrozenResults(round: Pick<AdminRound, 'id' | 'status' | 'voting_end_at'>, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: roundAdminKeys.frozen(round.id),
    queryFn: ({ signal }) => getFrozenResults(round, signal),
    retry: noRetryOnClientError,
    refetchInterval: (query) => (poll && query.state.data === null ? STANDINGS_REFRESH_MS : false),
  });
}
