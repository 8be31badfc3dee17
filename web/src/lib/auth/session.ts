import { useSyncExternalStore } from 'react';
import type { components } from '@/lib/api/schema';
import { SESSION_STORAGE_KEY } from './sessionKey';

/** What the session keeps of the tokens the API hands out (`expires_in` is not needed to use them). */
export type Tokens = Pick<components['schemas']['Tokens'], 'access_token' | 'refresh_token' | 'token_type'> &
  Partial<Pick<components['schemas']['Tokens'], 'expires_in'>>;

export interface SessionState {
  tokens: Tokens | null;
  /** Set once the person switched identity; sent as the Current-Identity header. */
  currentIdentityId: string | null;
  /** The session ended because the server refused to renew it (never stored; a sign-in resets it). */
  expired?: boolean;
}

const EMPTY: SessionState = { tokens: null, currentIdentityId: null };

function isTokens(value: unknown): value is Tokens {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.access_token === 'string' && typeof candidate.refresh_token === 'string';
}

function readStored(): SessionState {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    return {
      tokens: isTokens(parsed.tokens) ? parsed.tokens : null,
      currentIdentityId: typeof parsed.currentIdentityId === 'string' ? parsed.currentIdentityId : null,
    };
  } catch {
    return EMPTY;
  }
}

let state: SessionState = readStored();
const listeners = new Set<() => void>();
const signOutListeners = new Set<() => void>();

function write(next: SessionState) {
  const wasSignedIn = state.tokens !== null;
  state = next;
  try {
    if (next.tokens) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the session still lives for this page.
  }
  listeners.forEach((listener) => listener());
  if (wasSignedIn && !next.tokens) signOutListeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  // Another tab signed in, out, or switched identity.
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY) return;
    const wasSignedIn = state.tokens !== null;
    state = readStored();
    listeners.forEach((listener) => listener());
    if (wasSignedIn && !state.tokens) signOutListeners.forEach((listener) => listener());
  });
}

/** The signed-in person's tokens and chosen identity, persisted in localStorage. */
export const session = {
  get: (): SessionState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called after the session ends (sign-out, failed refresh, another tab). */
  onSignOut(listener: () => void): () => void {
    signOutListeners.add(listener);
    return () => signOutListeners.delete(listener);
  },
  setTokens(tokens: Tokens) {
    write({ ...state, tokens });
  },
  /** Starts a fresh session: a new person never inherits the previous identity choice. */
  signIn(tokens: Tokens) {
    write({ tokens, currentIdentityId: null });
  },
  setCurrentIdentity(id: string | null) {
    write({ ...state, currentIdentityId: id });
  },
  clear() {
    write(EMPTY);
  },
  /** Ends a session the server would not renew, so the app can say why the person is signed out. */
  expire() {
    write({ ...EMPTY, expired: true });
  },
  /** The person has read the notice. */
  dismissExpired() {
    if (state.expired) write({ ...state, expired: false });
  },
  /** Re-reads storage; tests use it after seeding localStorage. */
  reload() {
    state = readStored();
    listeners.forEach((listener) => listener());
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}

export function useIsSignedIn(): boolean {
  return useSession().tokens !== null;
}
