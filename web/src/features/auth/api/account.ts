import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** What the email banner needs to know about the signed-in person (GET /me). */
export interface AccountStatus {
  id: string;
  email: string;
  email_verified: boolean;
}

export const accountKeys = {
  all: ['account'] as const,
  status: () => [...accountKeys.all, 'status'] as const,
};

export const accountStatusQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.status(),
    queryFn: ({ signal }): Promise<AccountStatus> => api.get('/me', { signal, asPerson: true }),
  });

export function useAccountStatus(enabled: boolean) {
  return useQuery({ ...accountStatusQueryOptions(), enabled });
}

/** POST /me/verification-email: the confirmation link again (limited per hour), leading back to `next` once used. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (next?: string) => api.post('/me/verification-email', { params: { query: next ? { next } : undefined }, asPerson: true }),
  });
}

/** POST /auth/verify-email: confirms the address of the link's token (works signed out too). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post('/auth/verify-email', { body: { token }, refreshOn401: false }),
    onSuccess: async () => {
      // A read of the account begun before the address was confirmed (the email banner's, loading
      // beside this page) must not land afterwards and show the address unconfirmed again.
      await queryClient.cancelQueries({ queryKey: accountKeys.all });
      await queryClient.invalidateQueries({ queryKey: accountKeys.all, refetchType: 'all' });
    },
  });
}
