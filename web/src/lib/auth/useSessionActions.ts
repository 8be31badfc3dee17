import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api/client';
import { configQueryOptions } from '@/lib/config/appConfig';
import { loading } from '@/lib/loading';
import { identitiesQueryOptions, type Identity } from './identities';
import { session } from './session';

/** Starts the app's session once the server has set its cookies, and loads the person's identities. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    async (identityId?: string | null): Promise<Identity[]> => {
      session.signIn();
      if (identityId) session.setCurrentIdentity(identityId);
      return queryClient.fetchQuery({ ...identitiesQueryOptions(), staleTime: 0 });
    },
    [queryClient],
  );
}

/** Acts as another identity of the same person: header, identities and every cached query. */
export function useSwitchIdentity() {
  const queryClient = useQueryClient();
  return useCallback(
    async (identityId: string) => {
      loading.start();
      try {
        session.setCurrentIdentity(identityId);
        // Everything may answer differently for the new identity; the public configuration does not.
        await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== configQueryOptions().queryKey[0] });
      } finally {
        loading.stop();
      }
    },
    [queryClient],
  );
}

/** Ends the sign-in on the server, which clears its cookies (best effort), and forgets it locally. */
export function useSignOut() {
  return useCallback(async () => {
    const signedIn = session.get().signedIn;
    loading.start();
    try {
      if (signedIn) await api.post('/auth/logout', { refreshOn401: false });
    } catch {
      // The local sign-out below is what the person asked for; a failed revoke changes nothing for them.
    } finally {
      session.clear();
      loading.stop();
    }
  }, []);
}
