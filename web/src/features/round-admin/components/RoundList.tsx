import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DismissibleNotice } from '@/components/DismissibleNotice';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { LinkButton } from '@/components/ui/LinkButton';
import { UtcTime } from '@/components/UtcTime';
import { formatCents, formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAdminRounds } from '../api/listRounds';
import type { AdminRound } from '../api/types';
import { LoadError } from './LoadError';
import { LoadingBlock } from './LoadingBlock';
import { PhaseChip } from './PhaseChip';
import './roundAdmin.css';

function Period({ start, end }: { start: string; end: string }) {
  return (
    <span className="mp-round-period">
      <UtcTime value={start} />
      <span className="mp-round-period-end">
        <span aria-hidden="true">– </span>
        <UtcTime value={end} />
      </span>
    </span>
  );
}

function RoundActions({ round }: { round: AdminRound }) {
  const { t } = useTranslation('roundsAdmin');
  const which = <span className="mp-visually-hidden">{t('list.roundLabel', { number: round.number })}</span>;
  const links = [
    { to: paths.adminRoundEdit(round.id), label: t('list.edit') },
    { to: paths.adminRoundStandings(round.id), label: t('list.standings') },
    { to: paths.adminRoundPayouts(round.id), label: t('list.payouts') },
    ...(round.phase === 'results' ? [{ to: paths.roundResults(round.id), label: t('list.publicResults') }] : []),
  ];
  return (
    <span className="mp-round-links">
      {links.map((link) => (
        <Link key={link.to} to={link.to} className="mp-link">
          {link.label} {which}
        </Link>
      ))}
    </span>
  );
}

/** Every round, newest first, with its phase, schedule, pool and totals, and what an operator can do with it. */
export function RoundList({ notice, onDismissNotice }: { notice?: string | null; onDismissNotice?: () => void }) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const rounds = useAdminRounds();
  const language = i18n.language;

  const columns: ResponsiveColumn<AdminRound>[] = [
    { key: 'number', header: t('list.number'), align: 'right', cell: (round) => formatCount(round.number, language) },
    {
      key: 'name',
      header: t('list.name'),
      rowHeader: true,
      cell: (round) => (
        <span className="mp-round-name">
          <span>{round.name}</span>
          <PhaseChip phase={round.phase} />
        </span>
      ),
    },
    { key: 'submission', header: t('list.submission'), cell: (round) => <Period start={round.submission_start_at} end={round.submission_end_at} /> },
    { key: 'voting', header: t('list.voting'), cell: (round) => <Period start={round.voting_start_at} end={round.voting_end_at} /> },
    { key: 'results', header: t('list.results'), cell: (round) => round.results_at && <UtcTime value={round.results_at} /> },
    { key: 'pool', header: t('list.pool'), align: 'right', cell: (round) => <bdi>{formatCents(round.pool_cents, language)}</bdi> },
    { key: 'projects', header: t('list.projects'), align: 'right', cell: (round) => formatCount(round.total_projects, language) },
    { key: 'votes', header: t('list.votes'), align: 'right', cell: (round) => formatCount(round.total_votes, language) },
    { key: 'actions', header: t('list.actions'), cell: (round) => <RoundActions round={round} /> },
  ];

  return (
    <div className="mp-op-stack">
      <DismissibleNotice notice={notice ?? null} onDismiss={() => onDismissNotice?.()} />
      {rounds.isPending ? (
        <LoadingBlock label={t('list.loading')} />
      ) : rounds.isError ? (
        <LoadError title={t('list.error')} error={rounds.error} onRetry={() => void rounds.refetch()} />
      ) : rounds.data.length === 0 ? (
        <div className="mp-op-panel mp-round-empty">
          <p className="mp-p">{t('list.empty')}</p>
          <LinkButton to={paths.adminRoundNew} variant="contained" startIcon={<Plus aria-hidden="true" size={20} />}>
            {t('list.new')}
          </LinkButton>
        </div>
      ) : (
        <ResponsiveTable label={t('list.caption')} size="small" columns={columns} rows={rounds.data} rowKey={(round) => round.id} rowTestId="round-row" />
      )}
    </div>
  );
}
