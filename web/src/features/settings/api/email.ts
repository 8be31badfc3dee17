import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { identityKeys } from '@/lib/auth/identities';
import { profileKeys } from './profile';

/** POST /me/email: a confirmation link goes to the new address; nothing changes until it is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: { new_email: string; current_password: string }) => api.post('/me/email', { body: input, asPerson: true }),
  });
}

/** POST /auth/confirm-email-change: the link's token makes the new address the account's (works signed out too). */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post('/auth/confirm-email-change', { body: { token }, refreshOn401: false }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      await queryClient.invalidateQueries({ queryKey: identityKeys.all });
    },
  });
}

/** POST /me/verification-email: the confirmation link for the current address, again. */
export function useResendConfirmation() {
  return useMutation({ mutationFn: () => api.post('/me/verification-email', { asPerson: true }) });
}
