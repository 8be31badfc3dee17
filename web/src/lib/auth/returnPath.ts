import { paths } from '@/lib/paths';

const BASE = 'http://matchpool.invalid';

/** Pages of the sign-in itself: coming back to one of them after signing in would go nowhere. */
const AUTH_PAGES = [paths.intro, '/signin', '/oauth', '/oidc'];

/**
 * Where to go after signing in: a path of this app (one leading `/`), else /home. Other origins
 * (`//host`, `/\host`, `https:…`, `javascript:…`) and the sign-in pages themselves are refused, so a
 * crafted link cannot send a person elsewhere once they have signed in.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return paths.home;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return paths.home;
  }
  // The parser drops tabs and newlines and reads `\` as `/`: what it resolves is what a browser would.
  if (url.origin !== BASE) return paths.home;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, remembering the page that asked for it (`/intro?next=…`). */
export function signInPath(next?: string | null): string {
  const target = safeReturnPath(next);
  return target === paths.home ? paths.intro : `${paths.intro}?next=${encodeURIComponent(target)}`;
}
