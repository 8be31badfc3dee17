import { api } from '@/lib/api/client';
import type { Tokens } from '@/lib/auth/session';

/** Swaps a single-use sign-in code (our hosted page or an OIDC provider) for tokens. */
export function exchangeCode(code: string): Promise<Tokens> {
  return api.post('/auth/session', { body: { code }, refreshOn401: false });
}
