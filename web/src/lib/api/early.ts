/**
 * The first page's API reads that the shell script (vite/shellScript.ts) started before the app's
 * code arrived, for a visitor not signed in: each answer is taken once, by the app's own request
 * for the very same URL, and only while it is fresh. Anything else asks the server as usual.
 */
/** Where the shell script leaves the reads it started. */
export const EARLY_READS_GLOBAL = '__matchpoolEarlyReads';

interface EarlyReads {
  /** When the shell script started them (`performance.now()`). */
  at: number;
  started: Record<string, Promise<Response> | undefined>;
}

/** An early answer older than this is not used (the public reads say `max-age=10`). */
export const EARLY_READ_FRESH_MS = 10_000;

function earlyReads(): EarlyReads | undefined {
  return (window as unknown as Record<string, EarlyReads | undefined>)[EARLY_READS_GLOBAL];
}

/**
 * The early answer for `url` (`/api/rounds`), if the shell script started one that is still
 * fresh and no one took it yet; taking it removes it.
 */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const reads = earlyReads();
  if (!reads || !url.startsWith('/api/')) return undefined;
  const path = url.slice('/api'.length);
  const answer = reads.started[path];
  if (!answer) return undefined;
  delete reads.started[path];
  return performance.now() - reads.at <= EARLY_READ_FRESH_MS ? answer : undefined;
}
