import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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
export const donationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: donationKeys.detail(id),
    queryFn: ({ signal }) => api.get('/donations/{id}', { params: { path: { id } }, signal }),
  });

export function useDonation(id: string, refetchWhilePending = true) {
  return useQuery({
    ...donationQueryOptions(id),
    // Pending donations settle on their own (a webhook, the chain): look again now and then.
    refetchInterval: (query) =>
      refetchWhilePending && ['initiated', 'pending', 'action_required'].includes(query.state.data?.state ?? '') ? 5000 : false,
  });
}

/** GET /me/donations: the person's donations, newest first. */
export const myDonationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: donationKeys.mine(page),
    queryFn: ({ signal }) => api.get('/me/donations', { params: { query: { page, limit: DONATIONS_PAGE_SIZE } }, signal }),
  });

export function useMyDonations(page: number) {
  return useQuery({ ...myDonationsQueryOptions(page), placeholderData: keepPreviousData });
}

/** GET /rates: USD per ADA, as the server prices donations. */
export const ratesQueryOptions = () => queryOptions({ queryKey: donationKeys.rates, queryFn: () => api.get('/rates'), staleTime: 60_000 });

export function useRates() {
  return useQuery(ratesQueryOptions());
}

/**
 * A project's title, for a donation's row. `/me/donations` answers project ids only; the detail
 * is shared with the project pages' cache (same key), so a title is fetched once.
 */
export const projectTitleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['projects', 'detail', id] as const,
    queryFn: ({ signal }) => api.get('/projects/{id}', { params: { path: { id } }, signal }),
    staleTime: 5 * 60_000,
  });

/**
 * The title of a donation's project. Each part of a row that shows it reads it itself, so a title
 * arriving draws that row's cells again, not the whole table (ten titles arrive one by one).
 */
export function useProjectTitle(projectId: string): string | undefined {
  return useQuery({ ...projectTitleQueryOptions(projectId), select: (project) => project.title }).data;
}
