import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { uploadMedia } from '@/lib/api/media';
import type { components } from '@/lib/api/schema';
import { identityKeys } from '@/lib/auth/identities';
import { organizationQuery } from './donationNotices';

export type OrganizationProfile = components['schemas']['OrganizationProfile'];

export const organizationPageKeys = {
  all: ['organizations', 'page'] as const,
  byShortname: (shortname: string) => [...organizationPageKeys.all, shortname] as const,
};

export const organizationPageQuery = (shortname: string) =>
  queryOptions({
    queryKey: organizationPageKeys.byShortname(shortname),
    queryFn: ({ signal }) => api.get('/organizations/by-shortname/{shortname}', { params: { path: { shortname } }, signal }),
  });

/** GET /organizations/by-shortname/{shortname}: the organization's public page. */
export function useOrganizationPage(shortname: string) {
  return useQuery(organizationPageQuery(shortname));
}

export interface ProfileChange {
  name: string;
  description: string;
  website: string;
  social_links: string[];
}

/** After a change, every place showing the organization reads it again (switcher, public page). */
function useRefreshOrganization(id: string) {
  const client = useQueryClient();
  return (organization: components['schemas']['OrganizationView']) => {
    client.setQueryData(organizationQuery(id).queryKey, organization);
    void client.invalidateQueries({ queryKey: organizationPageKeys.all });
    return client.invalidateQueries({ queryKey: identityKeys.all });
  };
}

/** PATCH /organizations/{id}: name, description, website and social links (owners and admins). */
export function useUpdateOrganizationProfile(id: string) {
  const refresh = useRefreshOrganization(id);
  return useMutation({
    // An emptied website or description is sent as "" (clear it), not left out (keep it).
    mutationFn: (change: ProfileChange) => api.patch('/organizations/{id}', { params: { path: { id } }, body: change, keepEmptyStrings: true }),
    onSuccess: refresh,
  });
}

/** POST /media for the organization, then PUT /organizations/{id}/logo; `null` removes the logo. */
export function useSetOrganizationLogo(id: string) {
  const refresh = useRefreshOrganization(id);
  return useMutation({
    mutationFn: async (file: File | null) => {
      const mediaId = file ? (await uploadMedia(file)).id : null;
      return api.put('/organizations/{id}/logo', { params: { path: { id } }, body: { media_id: mediaId } });
    },
    onSuccess: refresh,
  });
}

/** POST /organizations/{id}/close (owners only): for good; its projects and donations stay readable. */
export function useCloseOrganization(id: string) {
  const refresh = useRefreshOrganization(id);
  return useMutation({
    mutationFn: () => api.post('/organizations/{id}/close', { params: { path: { id } } }),
    onSuccess: refresh,
  });
}
