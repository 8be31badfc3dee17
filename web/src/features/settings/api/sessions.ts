import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** One live sign-in of the person (GET /me/sessions). */
export type { SignInSession } from '@/lib/api/types';

export const sessionKeys = {
  all: ['settings', 'sessions'] as const,
};

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => api.get('/me/sessions', { signal, asPerson: true }),
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** DELETE /me/sessions/{id}: that sign-in's tokens stop working at once. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/me/sessions/{id}', { params: { path: { id } }, asPerson: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** POST /me/sessions/sign-out-all: every sign-in ends, this one included. */
export function useEndAllSessions() {
  return useMutation({
    mutationFn: () => api.post('/me/sessions/sign-out-all', { asPerson: true }),
  });
}
