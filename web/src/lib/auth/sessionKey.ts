/** Where a signed-in person's session is kept in localStorage (the shell script reads it too: vite.config.ts). */
export const SESSION_STORAGE_KEY = 'matchpool.session';
