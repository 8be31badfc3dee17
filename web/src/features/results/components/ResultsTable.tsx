import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { formatCents, formatCount, formatDecimal } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { ResultLine } from '../api/types';

/** Every project's line: supporters, donations, raw match, cap and final match (cards on a phone). */
export function ResultsTable({ results }: { results: ResultLine[] }) {
  const { t, i18n } = useTranslation('results');
  const language = i18n.language;
  return (
    <ResponsiveTable
      size="small"
      caption={t('table.caption')}
      empty={t('table.empty')}
      rows={results}
      rowKey={(line) => line.project_id}
      rowTestId="result-row"
      columns={[
        {
          key: 'project',
          header: t('table.project'),
          rowHeader: true,
          // A project removed after the round keeps its line, without a link to a page that is gone.
          cell: (line) =>
            line.title === null || line.title === undefined ? (
              t('table.removedProject')
            ) : (
              <Link to={paths.project(line.project_id)} className="mp-link">
                {line.title}
              </Link>
            ),
        },
        { key: 'supporters', header: t('table.supporters'), align: 'right', cell: (line) => formatCount(line.supporters, language) },
        { key: 'donations', header: t('table.donations'), align: 'right', cell: (line) => <bdi>{formatCents(line.donations_cents, language)}</bdi> },
        {
          key: 'raw',
          header: <abbr title={t('table.rawMatchHint')}>{t('table.rawMatch')}</abbr>,
          align: 'right',
          cell: (line) => <bdi>{formatDecimal(line.raw_match, language)}</bdi>,
        },
        {
          key: 'cap',
          header: <abbr title={t('table.capHint')}>{t('table.cap')}</abbr>,
          align: 'right',
          cell: (line) => <bdi>{formatCents(line.cap_cents, language)}</bdi>,
        },
        {
          key: 'match',
          header: t('table.match'),
          align: 'right',
          cellClassName: 'mp-bold',
          cell: (line) => <bdi>{formatCents(line.match_cents, language)}</bdi>,
        },
        {
          key: 'capped',
          header: t('table.capped'),
          cell: (line) =>
            line.capped ? <span className="mp-chip mp-chip-outlined-warning">{t('table.cappedYes')}</span> : <span className="mp-muted">{t('table.cappedNo')}</span>,
        },
      ]}
    />
  );
}
