import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { browser } from '@/lib/browser';

/** A configured OpenID Connect provider (GET /auth/oidc/providers). */
export type OidcProvider = components['schemas']['ProviderView'];
/** How a sign-in through a provider ended. */
export type ProviderSignIn = components['schemas']['ProviderSignIn'];

export const oidcKeys = {
  providers: ['auth', 'oidc-providers'] as const,
};

/** The providers people may sign in with; none unless the platform configured some. */
export const oidcProvidersQueryOptions = () =>
  queryOptions({
    queryKey: oidcKeys.providers,
    queryFn: ({ signal }) => api.get('/auth/oidc/providers', { signal }),
    staleTime: 5 * 60_000,
  });

export function useOidcProviders() {
  return useQuery({ ...oidcProvidersQueryOptions(), select: (data) => data.providers });
}

export interface OidcStart {
  /** The hosted sign-in session this sign-in completes. */
  sessionId?: string;
  /** Our page to return to afterwards. */
  returnTo?: string;
  /** Add the provider to the signed-in person's account. */
  link?: boolean;
}

/** Sends the browser to the provider's sign-in page (the server keeps state, nonce and PKCE verifier). */
export async function startOidc(provider: string, start: OidcStart = {}): Promise<void> {
  const { authorize_url } = await api.post('/auth/oidc/{provider}/start', { params: { path: { provider } }, body: { session_id: start.sessionId, return_to: start.returnTo, link: start.link ?? false }, refreshOn401: Boolean(start.link), asPerson: true });
  browser.assign(authorize_url);
}
