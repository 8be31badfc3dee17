import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { donationKeys } from './keys';

export const DONATIONS_PAGE_SIZE = 10;

/** GET /projects/{id}/donates: settled donations, newest first. */
export function useProjectDonations(projectId: string, page: number) {
  return useQuery({
    queryKey: donationKeys.project(projectId, page),
    queryFn: ({ signal }) =>
      api.get('/projects/{id}/donates', { params: { path: { id: projectId }, query: { page, limit: DONATIONS_PAGE_SIZE } }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /donations/{id}: one of the person's donations with its timeline. */
export function useDonation(id: string, refetchWhilePending = true) {
  return useQuery({
    queryKey: donationKeys.detail(id),
    queryFn: ({ signal }) => api.get('/donations/{id}', { params: { path: { id } }, signal }),
    // Pending donations settle on their own (a webhook, the chain): look again now and then.
    refetchInterval: (query) =>
      refetchWhilePending && ['initiated', 'pending', 'action_required'].includes(query.state.data?.state ?? '') ? 5000 : false,
  });
}

/** GET /me/donations: the person's donations, newest first. */
export function useMyDonations(page: number) {
  return useQuery({
    queryKey: donationKeys.mine(page),
    queryFn: ({ signal }) => api.get('/me/donations', { params: { query: { page, limit: DONATIONS_PAGE_SIZE } }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /rates: USD per ADA, as the server prices donations. */
export function useRates() {
  return useQuery({ queryKey: donationKeys.rates, queryFn: () => api.get('/rates'), staleTime: 60_000 });
}

/**
 * Project titles for a page of donations. `/me/donations` answers project ids only; the detail
 * is shared with the project pages' cache (same key), so a title is fetched once.
 */
export function useProjectTitles(projectIds: string[]): Record<string, string | undefined> {
  const unique = [...new Set(projectIds)];
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: ['projects', 'detail', id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get('/projects/{id}', { params: { path: { id } }, signal }),
      staleTime: 5 * 60_000,
    })),
  });
  return Object.fromEntries(unique.map((id, index) => [id, results[index]?.data?.title]));
}
