/**
 * "Remember me" on the sign-in page: on, the session's cookies outlive the browser session (the
 * configured lifetimes); off, they end when the browser closes. The choice is kept for this tab
 * only, so a sign-in that leaves the page (a provider, the hosted sign-in) still honours it.
 */
const REMEMBER_STORAGE_KEY = 'matchpool.remember';

export const rememberChoice = {
  get(): boolean {
    try {
      return window.sessionStorage.getItem(REMEMBER_STORAGE_KEY) === '1';
    } catch {
      return false;
    }
  },
  set(remember: boolean) {
    try {
      if (remember) window.sessionStorage.setItem(REMEMBER_STORAGE_KEY, '1');
      else window.sessionStorage.removeItem(REMEMBER_STORAGE_KEY);
    } catch {
      // Storage blocked: this sign-in still gets the choice from the form.
    }
  },
};

/** The fields that ask the server for a session in cookies rather than tokens in the answer. */
export function cookieSession(remember = rememberChoice.get()): { session: 'cookie'; remember_me: boolean } {
  return { session: 'cookie', remember_me: remember };
}
