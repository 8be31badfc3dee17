import { formatUtcDateTime } from '@/lib/dates';

/** A date as `YYYY/MM/DD HH:mm UTC`, kept left-to-right inside right-to-left text. */
export function UtcTime({ value }: { value: string }) {
  return (
    <time dateTime={value} dir="ltr" style={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      {formatUtcDateTime(value)}
    </time>
  );
}
