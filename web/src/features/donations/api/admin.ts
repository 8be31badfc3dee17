import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { donationKeys } from './keys';
import type { DonationState } from '../utils/state';
import type { AdminDonationPage } from './types';

export const ADMIN_DONATIONS_PAGE_SIZE = 20;

export interface AdminDonationFilter {
  page: number;
  projectId?: string;
  state?: DonationState;
}

/** GET /admin/donations: every donation, newest first, filtered by project and state (operators). */
export function listAdminDonations(filter: AdminDonationFilter, signal?: AbortSignal): Promise<AdminDonationPage> {
  return api.get('/admin/donations', { params: { query: { page: filter.page, limit: ADMIN_DONATIONS_PAGE_SIZE, project_id: filter.projectId, state: filter.state } }, signal, asPerson: true });
}

export function useAdminDonations(filter: AdminDonationFilter) {
  return useQuery({
    queryKey: donationKeys.admin(filter),
    queryFn: ({ signal }) => listAdminDonations(filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/donations/{id}/refund: card through the provider; ADA recorded (returned by hand). */
export function refundDonation(id: string, reason: string) {
  return api.post('/admin/donations/{id}/refund', { params: { path: { id } }, body: reason.trim() ? { reason: reason.trim() } : {}, asPerson: true });
}

/** After a refund the list, the person's donations and every project total show it. */
export function useRefundDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => refundDonation(id, reason),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: donationKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['projects'] }),
        queryClient.invalidateQueries({ queryKey: ['rounds'] }),
        queryClient.invalidateQueries({ queryKey: ['results'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'rounds'] }),
      ]);
    },
  });
}

/** Projects to filter by: GET /projects/preview with the typed words (titles only). */
export function useProjectChoices(q: string) {
  return useQuery({
    queryKey: ['projects', 'choices', q] as const,
    queryFn: ({ signal }) =>
      api.get('/projects/preview', { params: { query: { page: 1, limit: 20, 'filter.q': q || undefined } }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
