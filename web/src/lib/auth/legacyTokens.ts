import { api } from '@/lib/api/client';
import { session } from './session';
import { LEGACY_SESSION_STORAGE_KEY } from './sessionKey';

interface LegacySession {
  refreshToken: string;
  currentIdentityId: string | null;
}

function readLegacy(): LegacySession | null {
  const raw = window.localStorage.getItem(LEGACY_SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { tokens?: { refresh_token?: unknown }; currentIdentityId?: unknown };
    const refreshToken = parsed.tokens?.refresh_token;
    if (typeof refreshToken !== 'string' || !refreshToken) return null;
    return { refreshToken, currentIdentityId: typeof parsed.currentIdentityId === 'string' ? parsed.currentIdentityId : null };
  } catch {
    return null;
  }
}

/**
 * A person signed in before sessions moved into cookies still has tokens in localStorage: the
 * refresh token is exchanged once for cookies (remembered, as stored tokens were), the identity
 * choice kept, and the stored tokens deleted whatever the answer. A refused exchange leaves the
 * person signed out. Resolves at once when there is nothing to move.
 */
export async function upgradeStoredTokens(): Promise<void> {
  let legacy: LegacySession | null;
  try {
    legacy = readLegacy();
    window.localStorage.removeItem(LEGACY_SESSION_STORAGE_KEY);
  } catch {
    return;
  }
  if (!legacy) return;
  try {
    await api.post('/auth/refresh', { body: { refresh_token: legacy.refreshToken, session: 'cookie', remember_me: true }, refreshOn401: false });
  } catch {
    return;
  }
  session.signIn();
  if (legacy.currentIdentityId) session.setCurrentIdentity(legacy.currentIdentityId);
}
