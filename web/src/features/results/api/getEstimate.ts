import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export type EstimateReason = 'voting_closed' | 'one_supporter' | 'capped' | 'no_change';

/** `GET /projects/{id}/estimate`: what a gift (or a vote alone) would add to a project's match. */
export interface Estimate {
  estimate_usd: number;
  /** What the gift adds to the project's match; never negative (0 when `capped`). */
  estimate_cents: number;
  /** The project is paid its matching cap: its total stays the same, the pool's share goes to others. */
  capped?: boolean;
  current_match_usd: number | null;
  current_match_cents: number | null;
  reason?: EstimateReason;
  approximate: boolean;
  computed_at: string | null;
}

export type EstimateCurrency = 'USD' | 'lovelace';

export function getEstimate(projectId: string, amount: number, currency: EstimateCurrency): Promise<Estimate> {
  return api.get<Estimate>(`/projects/${encodeURIComponent(projectId)}/estimate`, { query: { amount, currency } });
}

/** `who` keeps one person's estimates apart from another's (and a visitor's) in the cache. */
export const estimateQueryOptions = (projectId: string, amount: number, currency: EstimateCurrency, who: string) =>
  queryOptions({
    queryKey: ['estimate', projectId, who, currency, amount] as const,
    queryFn: () => getEstimate(projectId, amount, currency),
    staleTime: 15_000,
    // While the person types, the last figure stays on screen instead of flickering away.
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useEstimate(projectId: string, amount: number, currency: EstimateCurrency, who: string) {
  return useQuery(estimateQueryOptions(projectId, amount, currency, who));
}
