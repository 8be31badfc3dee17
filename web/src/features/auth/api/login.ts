import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { Tokens } from '@/lib/auth/session';

export interface LoginInput {
  email: string;
  password: string;
}

/** Email and password sign-in; a 401 here means wrong credentials, not an expired session. */
export function login(input: LoginInput): Promise<Tokens> {
  return api.post('/auth', { body: input, refreshOn401: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
