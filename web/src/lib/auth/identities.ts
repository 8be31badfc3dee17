import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { session, useSession } from './session';

type Schemas = components['schemas'];

export type Media = Schemas['MediaRef'];
export type UserMeta = Schemas['UserMeta'];
export type OrganizationMeta = Schemas['OrgMeta'];
export type OrganizationStatus = OrganizationMeta['status'];

/**
 * An identity with its `meta` paired to its `type`: the document lists both shapes of `meta`
 * without saying which type has which (GET /identities).
 */
export type UserIdentity = Omit<Schemas['Identity'], 'type' | 'meta'> & { type: 'users'; meta: UserMeta };
export type OrganizationIdentity = Omit<Schemas['Identity'], 'type' | 'meta'> & { type: 'organizations'; meta: OrganizationMeta };
export type Identity = UserIdentity | OrganizationIdentity;
export type IdentityType = Identity['type'];

export const IDENTITIES_STORAGE_KEY = 'matchpool.identities';

export const identityKeys = {
  all: ['identities'] as const,
};

function readStoredIdentities(): Identity[] | undefined {
  try {
    const raw = window.localStorage.getItem(IDENTITIES_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return Array.isArray(parsed) ? (parsed as Identity[]) : undefined;
  } catch {
    return undefined;
  }
}

function storeIdentities(identities: Identity[] | null) {
  try {
    if (identities) window.localStorage.setItem(IDENTITIES_STORAGE_KEY, JSON.stringify(identities));
    else window.localStorage.removeItem(IDENTITIES_STORAGE_KEY);
  } catch {
    // Persisting is a convenience; the server stays the source of truth.
  }
}

session.onSignOut(() => storeIdentities(null));

export async function getIdentities(): Promise<Identity[]> {
  const { identities } = await api.get('/identities');
  // The server writes a person's meta for `users` and an organization's for `organizations`.
  const paired = identities as Identity[];
  storeIdentities(paired);
  return paired;
}

export const identitiesQueryOptions = () =>
  queryOptions({
    queryKey: identityKeys.all,
    queryFn: getIdentities,
    // Shown at once after a reload, then refreshed from the server.
    initialData: () => (session.get().signedIn ? readStoredIdentities() : undefined),
    initialDataUpdatedAt: 0,
  });

/** The identity acting now: the one the server marks current, else the person. */
export function pickCurrentIdentity(identities: Identity[], currentId: string | null): Identity | undefined {
  return (
    identities.find((identity) => identity.id === currentId) ??
    identities.find((identity) => identity.current) ??
    identities.find((identity) => identity.type === 'users')
  );
}

export function identityName(identity: Identity): string {
  if (identity.type === 'organizations') return identity.meta.name || identity.meta.shortname;
  const full = `${identity.meta.first_name} ${identity.meta.last_name}`.trim();
  return full || identity.meta.username;
}

export function identityAvatarUrl(identity: Identity): string | undefined {
  return (identity.type === 'users' ? identity.meta.avatar?.url : identity.meta.logo?.url) ?? undefined;
}

export type IdentitiesStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface IdentitiesState {
  status: IdentitiesStatus;
  identities: Identity[];
  current: Identity | undefined;
  person: UserIdentity | undefined;
  /** True once loaded from the server in this page (not only restored from storage). */
  fresh: boolean;
}

/** Identities of the signed-in person; `idle` for a visitor. */
export function useIdentities(): IdentitiesState {
  const { signedIn, currentIdentityId } = useSession();
  const query = useQuery({ ...identitiesQueryOptions(), enabled: signedIn });
  const identities = signedIn ? (query.data ?? []) : [];
  const status: IdentitiesStatus = !signedIn
    ? 'idle'
    : query.data
      ? 'succeeded'
      : query.isError
        ? 'failed'
        : 'loading';
  return {
    status,
    identities,
    current: pickCurrentIdentity(identities, currentIdentityId),
    person: identities.find((identity): identity is UserIdentity => identity.type === 'users'),
    fresh: signedIn && query.isFetched && query.isSuccess,
  };
}
