const pad = (value: number) => String(value).padStart(2, '0');

/** The UTC wall-clock time of an instant as a `datetime-local` value, `YYYY-MM-DDTHH:mm`. */
export function toUtcInput(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`
  );
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value read as UTC (the form's inputs are labelled UTC, whatever the
 * browser's time zone), as an RFC 3339 instant; null when it is not a real date and time.
 */
export function fromUtcInput(value: string): string | null {
  const match = INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  // Date.UTC rolls 2030-02-31 over into March: such a date does not exist.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  return date.toISOString().replace('.000Z', 'Z');
}
