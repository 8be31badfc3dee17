const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "5 minutes ago", "yesterday", "2 weeks ago" in the reader's language, with Latin digits as
 * elsewhere in the app; "now" under a minute. A time in the future (a skewed clock) reads "now".
 */
export function formatRelativeTime(iso: string, now: Date, language: string): string {
  const format = new Intl.RelativeTimeFormat(`${language}-u-nu-latn`, { numeric: 'auto' });
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  const elapsed = Math.max(0, -seconds);
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'second');
}
