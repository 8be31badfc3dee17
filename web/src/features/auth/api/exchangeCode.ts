import { api } from '@/lib/api/client';
import { cookieSession } from '@/lib/auth/remember';

/** Swaps a single-use sign-in code (our hosted page or an OIDC provider) for a cookie session. */
export async function exchangeCode(code: string): Promise<void> {
  await api.post('/auth/session', { body: { code, ...cookieSession() }, refreshOn401: false });
}
