import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api/client';
import { configQueryOptions } from '@/lib/config/appConfig';
import { loading } from '@/lib/loading';
import { identitiesQueryOptions, type Identity } from './identities';
import { session, type Tokens } from './session';

/** Stores fresh tokens and loads the person's identities. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    async (tokens: Tokens, identityId?: string | null): Promise<Identity[]> => {
      session.signIn(tokens);
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

/** Revokes the refresh token (best effort) and forgets the session locally. */
export function useSignOut() {
  return useCallback(async () => {
    const refreshToken = session.get().tokens?.refresh_token;
    loading.start();
    try {
      if (refreshToken) await api.post('/auth/logout', { refreshOn401: false });
    } catch {
      // The local sign-out below is what the person asked for; a failed revoke changes nothing for them.
    } finally {
      session.clear();
      loading.stop();
    }
  }, []);
}
