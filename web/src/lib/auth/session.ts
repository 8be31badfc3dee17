import { useSyncExternalStore } from 'react';
import { IDENTITY_STORAGE_KEY, SESSION_MARKER_COOKIE } from './sessionKey';

/**
 * The signed-in person as the app knows them. The session itself lives in HttpOnly cookies the
 * server sets (spec §9): the app never holds a token, it only reads the marker cookie that says a
 * session exists, and remembers which identity the person acts as.
 */
export interface SessionState {
  signedIn: boolean;
  /** Set once the person switched identity; sent as the Current-Identity header. */
  currentIdentityId: string | null;
  /** The session ended because the server refused to renew it (never stored; a sign-in resets it). */
  expired?: boolean;
}

const SIGNED_OUT: SessionState = { signedIn: false, currentIdentityId: null };

/** Whether the server's marker cookie is there (the cookies end together). */
export function hasSessionCookie(): boolean {
  return new RegExp(`(?:^|;\\s*)${SESSION_MARKER_COOKIE}=[^;]`).test(document.cookie);
}

/** Forgets the marker even if the server could not be told (offline sign-out): the app is signed out. */
function dropSessionCookie() {
  document.cookie = `${SESSION_MARKER_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
}

function readStored(): SessionState {
  try {
    if (!hasSessionCookie()) return SIGNED_OUT;
    const raw = window.localStorage.getItem(IDENTITY_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as { currentIdentityId?: unknown }) : {};
    return { signedIn: true, currentIdentityId: typeof parsed.currentIdentityId === 'string' ? parsed.currentIdentityId : null };
  } catch {
    return { signedIn: hasSessionCookie(), currentIdentityId: null };
  }
}

let state: SessionState = typeof document === 'undefined' ? SIGNED_OUT : readStored();
const listeners = new Set<() => void>();
const signOutListeners = new Set<() => void>();

function write(next: SessionState) {
  const wasSignedIn = state.signedIn;
  state = next;
  try {
    // Written on every change (with the time), so other tabs hear of sign-ins and sign-outs too.
    if (next.signedIn) window.localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify({ currentIdentityId: next.currentIdentityId, at: Date.now() }));
    else window.localStorage.removeItem(IDENTITY_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the choice still lives for this page.
  }
  if (!next.signedIn) dropSessionCookie();
  listeners.forEach((listener) => listener());
  if (wasSignedIn && !next.signedIn) signOutListeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  // Another tab signed in, out, or switched identity (the cookies are shared; the storage event says when).
  window.addEventListener('storage', (event) => {
    if (event.key !== IDENTITY_STORAGE_KEY && event.key !== null) return;
    const wasSignedIn = state.signedIn;
    state = readStored();
    listeners.forEach((listener) => listener());
    if (wasSignedIn && !state.signedIn) signOutListeners.forEach((listener) => listener());
  });
}

/** The signed-in state (from the server's marker cookie) and the chosen identity. */
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
  /** The server has just set the session's cookies: a new person never inherits the previous identity choice. */
  signIn() {
    write({ signedIn: true, currentIdentityId: null });
  },
  setCurrentIdentity(id: string | null) {
    write({ ...state, currentIdentityId: id });
  },
  clear() {
    write(SIGNED_OUT);
  },
  /** Ends a session the server would not renew, so the app can say why the person is signed out. */
  expire() {
    write({ ...SIGNED_OUT, expired: true });
  },
  /** The person has read the notice. */
  dismissExpired() {
    if (state.expired) write({ ...state, expired: false });
  },
  /** Reads the cookie and storage again; tests use it after setting them. */
  reload() {
    state = readStored();
    listeners.forEach((listener) => listener());
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get);
}

export function useIsSignedIn(): boolean {
  return useSession().signedIn;
}
