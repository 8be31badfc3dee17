/**
 * The readable cookie the server sets with a cookie session (`remember` or `session`, no secret):
 * its presence means a person is signed in. The tokens themselves are HttpOnly cookies the app
 * never sees. The shell script reads it too (vite.config.ts).
 */
export const SESSION_MARKER_COOKIE = 'mp_session';

/** Where the identity a signed-in person chose is kept (not a secret: the Current-Identity header). */
export const IDENTITY_STORAGE_KEY = 'matchpool.identity';

/** Where versions before cookie sessions kept the tokens; read once to move them into cookies. */
export const LEGACY_SESSION_STORAGE_KEY = 'matchpool.session';
