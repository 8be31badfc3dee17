import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { uploadMedia } from '@/lib/api/media';
import type { Profile } from '@/lib/api/types';
import { identityKeys } from '@/lib/auth/identities';
import { sessionKeys } from './sessions';

/** The signed-in person as the settings page edits them (GET /me). */
export type { Profile } from '@/lib/api/types';

export const profileKeys = {
  all: ['settings', 'profile'] as const,
};

/** GET /me as the person: the settings page's first read (the router starts it with the page's code). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => api.get('/me', { signal, asPerson: true }),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

export interface ProfileChange {
  first_name: string;
  last_name: string;
  username: string;
}

/** Every place that shows the person (header, identities) reads them again after a change. */
function useRefreshPerson() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(profileKeys.all, profile);
    return queryClient.invalidateQueries({ queryKey: identityKeys.all });
  };
}

/** PATCH /me: names and username (unique, the registration rules). */
export function useUpdateProfile() {
  const refresh = useRefreshPerson();
  return useMutation({
    mutationFn: (change: ProfileChange) => api.patch('/me', { body: change, asPerson: true }),
    onSuccess: refresh,
  });
}

/** POST /media, then PUT /me/avatar with the upload; `null` removes the avatar. */
export function useSetAvatar() {
  const refresh = useRefreshPerson();
  return useMutation({
    mutationFn: async (file: File | null) => {
      const mediaId = file ? (await uploadMedia(file, { asPerson: true })).id : null;
      return api.put('/me/avatar', { body: { media_id: mediaId }, asPerson: true });
    },
    onSuccess: refresh,
  });
}

/** POST /me/password: needs the current password; the person's other sign-ins end. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { current_password: string; new_password: string }) =>
      api.post('/me/password', { body: input, asPerson: true }),
    // The other sign-ins ended: the list of sessions shows this one only.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
