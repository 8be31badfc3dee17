import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { upgradeStoredTokens } from './legacyTokens';
import { session } from './session';

const stored = { tokens: { access_token: 'old-access', refresh_token: 'old-refresh', token_type: 'Bearer' }, currentIdentityId: 'org-1' };

describe('upgradeStoredTokens', () => {
  it('moves tokens kept by an earlier version into cookies once and deletes them', async () => {
    window.localStorage.setItem('matchpool.session', JSON.stringify(stored));
    const { calls } = mockFetch(() => jsonResponse(200, { session: 'cookie', remember_me: true, expires_in: 900 }));

    await upgradeStoredTokens();

    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/auth/refresh', { refresh_token: 'old-refresh', session: 'cookie', remember_me: true }],
    ]);
    expect(window.localStorage.getItem('matchpool.session')).toBeNull();
    expect(JSON.stringify(window.localStorage)).not.toContain('old-');
    expect(session.get()).toMatchObject({ signedIn: true, currentIdentityId: 'org-1' });

    await upgradeStoredTokens();
    expect(calls).toHaveLength(1);
  });

  it('signs the person out cleanly when the stored token no longer works', async () => {
    window.localStorage.setItem('matchpool.session', JSON.stringify(stored));
    mockFetch(() => jsonResponse(401, { code: 'auth.invalid_refresh' }));

    await upgradeStoredTokens();

    expect(window.localStorage.getItem('matchpool.session')).toBeNull();
    expect(session.get().signedIn).toBe(false);
    expect(session.get().expired).toBeFalsy();
  });

  it('asks nothing when there is nothing to move', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));

    await upgradeStoredTokens();

    expect(calls).toHaveLength(0);
  });
});
