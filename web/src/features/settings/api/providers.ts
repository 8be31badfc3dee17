import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

/** A sign-in provider linked to the person (GET /me/providers). */
export type LinkedProvider = components['schemas']['LinkedProvider'];

export const linkedProviderKeys = {
  all: ['settings', 'linked-providers'] as const,
};

export const linkedProvidersQueryOptions = () =>
  queryOptions({
    queryKey: linkedProviderKeys.all,
    queryFn: ({ signal }) => api.get('/me/providers', { signal, asPerson: true }),
  });

export function useLinkedProviders() {
  return useQuery({ ...linkedProvidersQueryOptions(), select: (data) => data.providers });
}

/** DELETE /me/providers/{provider}: refused while it is the only way to sign in. */
export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: string) => api.delete('/me/providers/{provider}', { params: { path: { provider } }, asPerson: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkedProviderKeys.all }),
  });
}
