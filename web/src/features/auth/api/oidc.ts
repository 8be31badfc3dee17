import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ProviderSignIn } from '@/lib/auth/oidc';
import { cookieSession } from '@/lib/auth/remember';

/** POST /auth/oidc/callback: the provider's `code` and `state`, exchanged and checked on the server. */
export function finishOidc(input: { code: string; state: string; language: string }): Promise<ProviderSignIn> {
  return api.post('/auth/oidc/callback', { body: { ...input, ...cookieSession() }, refreshOn401: false, asPerson: true });
}

/** POST /auth/oidc/link: proves the existing account with its password. */
export function useLinkWithPassword() {
  return useMutation({
    mutationFn: (input: { link_token: string; password: string }) =>
      api.post('/auth/oidc/link', { body: { ...input, ...cookieSession() }, refreshOn401: false, asPerson: true }),
  });
}

/** POST /auth/oidc/link/email: emails the account's owner a link that completes the sign-in. */
export function useSendLinkEmail() {
  return useMutation({
    mutationFn: (linkToken: string) => api.post('/auth/oidc/link/email', { body: { link_token: linkToken }, refreshOn401: false }),
  });
}

/** POST /auth/oidc/link/confirm: the emailed link's token. */
export function confirmOidcLink(token: string): Promise<ProviderSignIn> {
  return api.post('/auth/oidc/link/confirm', { body: { token, ...cookieSession() }, refreshOn401: false, asPerson: true });
}
