import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { cookieSession } from '@/lib/auth/remember';

export interface RegisterInput {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  referral_code?: string;
  /** The page the person was on: the confirmation email's link leads back to it. */
  next?: string;
  /** The hosted sign-in of another app the person registers in: the confirmation page leads back to that app. */
  session_id?: string;
}

/** Creates a person and signs them in (201, the session in cookies). */
export async function register(input: RegisterInput): Promise<void> {
  await api.post('/auth/register', { body: { ...input, ...cookieSession() }, refreshOn401: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
