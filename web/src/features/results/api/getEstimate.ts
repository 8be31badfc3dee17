import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Estimate } from '@/lib/api/types';

export type EstimateReason = 'voting_closed' | 'one_supporter' | 'capped' | 'no_change';

/** `GET /projects/{id}/estimate`: what a gift (or a vote alone) would add to a project's match. */
export type { Estimate } from '@/lib/api/types';

export type EstimateCurrency = 'USD' | 'lovelace';

export function getEstimate(projectId: string, amount: number, currency: EstimateCurrency): Promise<Estimate> {
  return api.get('/projects/{id}/estimate', { params: { path: { id: projectId }, query: { amount, currency } } });
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
