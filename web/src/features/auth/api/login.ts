import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { cookieSession } from '@/lib/auth/remember';

export interface LoginInput {
  email: string;
  password: string;
  /** The cookies outlive the browser session. */
  remember_me: boolean;
}

/** Email and password sign-in into a cookie session; a 401 here means wrong credentials, not an expired session. */
export async function login({ remember_me, ...credentials }: LoginInput): Promise<void> {
  await api.post('/auth', { body: { ...credentials, ...cookieSession(remember_me) }, refreshOn401: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
