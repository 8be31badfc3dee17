import { describe, expect, it } from 'vitest';
import { session } from './session';

const MARKER = 'mp_session';

describe('session', () => {
  it('is signed in while the server’s marker cookie is there, with the stored identity choice', () => {
    window.localStorage.setItem('matchpool.identity', JSON.stringify({ currentIdentityId: 'org-1' }));
    session.reload();
    expect(session.get()).toEqual({ signedIn: false, currentIdentityId: null });

    document.cookie = `${MARKER}=session; path=/`;
    session.reload();
    expect(session.get()).toEqual({ signedIn: true, currentIdentityId: 'org-1' });
  });

  it('keeps no token anywhere the page can read, only the identity choice', () => {
    document.cookie = `${MARKER}=remember; path=/`;
    session.reload();
    session.setCurrentIdentity('org-2');

    expect(JSON.parse(window.localStorage.getItem('matchpool.identity') ?? '{}')).toMatchObject({ currentIdentityId: 'org-2' });
    expect(Object.keys(window.localStorage)).toEqual(['matchpool.identity']);
  });

  it('forgets the marker and the identity on sign-out, and tells the listeners', () => {
    document.cookie = `${MARKER}=session; path=/`;
    session.reload();
    let signedOut = 0;
    const stop = session.onSignOut(() => (signedOut += 1));

    session.clear();
    stop();

    expect(document.cookie).not.toContain(MARKER);
    expect(window.localStorage.getItem('matchpool.identity')).toBeNull();
    expect(session.get().signedIn).toBe(false);
    expect(signedOut).toBe(1);
  });

  it('follows another tab that signed out', () => {
    document.cookie = `${MARKER}=session; path=/`;
    session.reload();

    document.cookie = `${MARKER}=; Max-Age=0; path=/`;
    window.dispatchEvent(new StorageEvent('storage', { key: 'matchpool.identity' }));

    expect(session.get().signedIn).toBe(false);
  });
});
