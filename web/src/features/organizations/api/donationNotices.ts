import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

export type OrganizationView = components['schemas']['OrganizationView'];
export type DonationNotices = components['schemas']['DonationNotices'];
export const DONATION_NOTICES: DonationNotices[] = ['each', 'daily', 'none'];

export const organizationQuery = (id: string) =>
  queryOptions({
    queryKey: ['organizations', id] as const,
    queryFn: () => api.get('/organizations/{id}', { params: { path: { id } } }),
  });

/** GET /organizations/{id}: the organization, with how it hears of donations. */
export function useOrganization(id: string) {
  return useQuery(organizationQuery(id));
}

/** PATCH /organizations/{id} with `donation_notices` (owners only). */
export function useSetDonationNotices(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: DonationNotices) =>
      api.patch('/organizations/{id}', { params: { path: { id } }, body: { donation_notices: choice } }),
    onSuccess: (organization) => client.setQueryData(organizationQuery(id).queryKey, organization),
  });
}
