const DAY_MS = 24 * 60 * 60 * 1000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `YYYY/MM/DD HH:mm UTC`, always in UTC whatever the visitor's time zone. */
export function formatUtcDateTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`
  );
}

/** Whole days left until `iso`, rounded up (1 hour left is 1 day); 0 once it has passed. */
export function daysUntil(iso: string | Date, now: Date = new Date()): number {
  const target = typeof iso === 'string' ? new Date(iso) : iso;
  const diff = target.getTime() - now.getTime();
  if (Number.isNaN(diff) || diff <= 0) return 0;
  return Math.ceil(diff / DAY_MS);
}

/**
 * Wraps left-to-right text (a date, an email) in Unicode isolates so it keeps its order
 * inside a right-to-left sentence: "2025/03/05 07:08 UTC" must not read "UTC 07:08 2025/03/05".
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
