import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

/** POST /auth/forgot-password: the same answer whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post('/auth/forgot-password', { body: { email }, refreshOn401: false }),
  });
}

/** POST /auth/reset-password: a new password from the emailed link; every sign-in ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      api.post('/auth/reset-password', { body: input, refreshOn401: false }),
  });
}
