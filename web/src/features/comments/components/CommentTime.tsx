import { useTranslation } from 'react-i18next';
import { formatUtcDateTime } from '@/lib/dates';
import { formatRelativeTime } from '../utils/relativeTime';

/** "5 minutes ago" in the reader's language; the exact UTC time on hover and for machines. */
export function CommentTime({ value, now }: { value: string; now: Date }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={value} title={formatUtcDateTime(value)}>
      {formatRelativeTime(value, now, i18n.language)}
    </time>
  );
}
