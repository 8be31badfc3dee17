import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { roundAdminKeys } from './keys';
import type { AdminRound } from './types';

const PAGE_SIZE = 100;

/**
 * GET /rounds/rounds, every page: all rounds, newest (highest number) first. The API lists the
 * current round first for visitors; operators see them by number.
 */
export async function listAllRounds(signal?: AbortSignal): Promise<AdminRound[]> {
  const rounds: AdminRound[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await api.get('/rounds/rounds', { params: { query: { page, limit: PAGE_SIZE } }, signal, asPerson: true });
    rounds.push(...data);
    if (data.length < PAGE_SIZE || rounds.length >= total) return rounds.sort((a, b) => b.number - a.number);
  }
}

export function useAdminRounds() {
  return useQuery({ queryKey: roundAdminKeys.list(), queryFn: ({ signal }) => listAllRounds(signal) });
}
