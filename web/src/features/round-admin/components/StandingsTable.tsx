import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { formatCents, formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { StandingLine } from '../api/types';
import './roundAdmin.css';

/** Each project's supporters, donations, match and whether it reached its cap (live or final). */
export function StandingsTable({ lines, final }: { lines: StandingLine[]; final: boolean }) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const language = i18n.language;
  const columns: ResponsiveColumn<StandingLine>[] = [
    {
      key: 'project',
      header: t('standings.project'),
      rowHeader: true,
      cell: (line) => (
        <Link to={paths.project(line.project_id)} className="mp-link">
          {line.title ?? t('standings.removedProject')}
        </Link>
      ),
    },
    { key: 'supporters', header: t('standings.supporters'), align: 'right', cell: (line) => formatCount(line.supporters, language) },
    { key: 'donations', header: t('standings.donations'), align: 'right', cell: (line) => <bdi>{formatCents(line.donations_cents, language)}</bdi> },
    {
      key: 'match',
      header: final ? t('standings.finalMatch') : t('standings.currentMatch'),
      align: 'right',
      cellClassName: 'mp-round-match',
      cell: (line) => <bdi>{formatCents(line.match_cents, language)}</bdi>,
    },
    {
      key: 'cap',
      header: t('standings.cap'),
      cell: (line) =>
        line.capped ? (
          <span className="mp-chip mp-chip-small mp-chip-outlined-warning">{t('standings.capped', { cap: formatCents(line.cap_cents, language) })}</span>
        ) : (
          <span className="mp-muted mp-op-nowrap">{t('standings.notCapped')}</span>
        ),
    },
  ];
  const caption = final ? t('standings.finalCaption') : t('standings.caption');
  return (
    <ResponsiveTable caption={caption} size="small" columns={columns} rows={lines} rowKey={(line) => line.project_id} rowTestId="standing-row" empty={t('standings.empty')} />
  );
}
