import Download from 'lucide-react/icons/download';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DismissibleNotice } from '@/components/DismissibleNotice';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { UtcTime } from '@/components/UtcTime';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { formatCents } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useExportPayoutsCsv } from '../api/exportPayoutsCsv';
import { useFrozenResults } from '../api/getFrozenResults';
import { usePayouts } from '../api/getPayouts';
import type { AdminRound, Payout, ProjectPayouts } from '../api/types';
import { payoutTotals, paymentState, type PaymentState } from '../utils/payoutTotals';
import { ChangesSinceFreeze } from './ChangesSinceFreeze';
import { LoadError } from './LoadError';
import { LoadingBlock } from './LoadingBlock';
import { PayoutForm } from './PayoutForm';
import { Figure } from './StandingsSummary';
import './roundAdmin.css';

const STATE_LOOKS: Record<PaymentState, string> = { paid: 'mp-chip-outlined-success', partial: 'mp-chip-outlined-warning', unpaid: 'mp-chip-outlined' };

/** Paid against due for the whole round. */
export function PayoutTotals({ projects }: { projects: ProjectPayouts[] }) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const totals = payoutTotals(projects);
  const money = (cents: number) => <bdi>{formatCents(cents, i18n.language)}</bdi>;
  return (
    <section aria-label={t('payouts.totalsLabel')} className="mp-op-stack">
      <dl className="mp-op-figures mp-op-figures-3">
        <Figure label={t('payouts.totalDue')} value={money(totals.dueCents)} testId="payouts-total-due" />
        <Figure label={t('payouts.totalPaid')} value={money(totals.paidCents)} testId="payouts-total-paid" />
        <Figure label={t('payouts.totalOutstanding')} value={money(totals.outstandingCents)} testId="payouts-total-outstanding" />
      </dl>
      <p className="mp-body2 mp-muted">{t('payouts.paidInFull', { count: totals.paidInFull, total: totals.projects })}</p>
    </section>
  );
}

function ProjectsTable({ projects, onChoose }: { projects: ProjectPayouts[]; onChoose: (projectId: string) => void }) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const money = (cents: number) => <bdi>{formatCents(cents, i18n.language)}</bdi>;
  const title = (project: ProjectPayouts) => project.title ?? t('standings.removedProject');
  const columns: ResponsiveColumn<ProjectPayouts>[] = [
    { key: 'project', header: t('payouts.project'), rowHeader: true, cell: title },
    { key: 'match', header: t('payouts.match'), align: 'right', cell: (project) => money(project.match_cents) },
    { key: 'paid', header: t('payouts.paid'), align: 'right', cell: (project) => money(project.paid_cents) },
    { key: 'outstanding', header: t('payouts.outstanding'), align: 'right', cellClassName: 'mp-round-match', cell: (project) => money(Math.max(0, project.outstanding_cents)) },
    {
      key: 'state',
      header: t('payouts.state'),
      cell: (project) => {
        const state = paymentState(project);
        return <span className={`mp-chip mp-chip-small ${STATE_LOOKS[state]}`}>{t(`payouts.stateName.${state}`)}</span>;
      },
    },
    {
      key: 'actions',
      header: <span className="mp-visually-hidden">{t('payouts.actions')}</span>,
      cell: (project) =>
        project.outstanding_cents > 0 && (
          <Button size="small" variant="outlined" onPress={() => onChoose(project.project_id)}>
            {t('payouts.recordFor')} <span className="mp-visually-hidden">{title(project)}</span>
          </Button>
        ),
    },
  ];
  return (
    <ResponsiveTable caption={t('payouts.projectsCaption')} size="small" columns={columns} rows={projects} rowKey={(project) => project.project_id} rowTestId="payout-project-row" />
  );
}

function PayoutHistory({ payouts, exportAction }: { payouts: Payout[]; exportAction: ReactNode }) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const titleId = useId();
  const columns: ResponsiveColumn<Payout>[] = [
    { key: 'paidAt', header: t('payouts.paidAt'), cell: (payout) => <UtcTime value={payout.paid_at} /> },
    { key: 'project', header: t('payouts.project'), rowHeader: true, cell: (payout) => payout.title ?? t('standings.removedProject') },
    { key: 'amount', header: t('payouts.amount'), align: 'right', cell: (payout) => <bdi>{formatCents(payout.amount_cents, i18n.language)}</bdi> },
    {
      key: 'reference',
      header: t('payouts.reference'),
      cell: (payout) => (
        <span dir="auto" className="mp-op-mono">
          {payout.reference}
        </span>
      ),
    },
  ];
  return (
    <section aria-labelledby={titleId}>
      <div className="mp-op-spread mp-round-history-head">
        <h2 id={titleId} className="mp-round-subtitle">
          {t('payouts.historyTitle')}
        </h2>
        {exportAction}
      </div>
      {payouts.length === 0 ? (
        <p className="mp-p mp-muted">{t('payouts.noPayouts')}</p>
      ) : (
        <ResponsiveTable labelledBy={titleId} size="small" columns={columns} rows={[...payouts].reverse()} rowKey={(payout) => payout.id} rowTestId="payout-row" />
      )}
    </section>
  );
}

/**
 * A frozen round's payouts: each matched project's final match next to what was paid, the
 * totals, a form to record a transfer, the payouts so far and their CSV export.
 */
export function RoundPayouts({ round }: { round: AdminRound }) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const messages = useErrorMessages();
  const payouts = usePayouts(round.id);
  const frozen = useFrozenResults(round);
  const exportCsv = useExportPayoutsCsv(round.id, round.number);
  const [chosen, setChosen] = useState<{ projectId: string; seq: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const download = async () => {
    try {
      await exportCsv.mutateAsync();
    } catch {
      // Shown below, from the mutation's error.
    }
  };

  const onRecorded = (payout: Payout) =>
    setNotice(
      t('payouts.recorded', {
        amount: formatCents(payout.amount_cents, i18n.language),
        project: payout.title ?? t('standings.removedProject'),
      }),
    );

  if (payouts.isPending || frozen.isPending) return <LoadingBlock label={t('payouts.loading')} />;
  if (payouts.isError) return <LoadError title={t('payouts.error')} error={payouts.error} onRetry={() => void payouts.refetch()} />;
  if (frozen.isError) return <LoadError title={t('payouts.error')} error={frozen.error} onRetry={() => void frozen.refetch()} />;

  if (frozen.data === null && payouts.data.total === 0) {
    return (
      <Alert severity="info" role="note">
        {t('payouts.notFrozen', { date: isolateLtr(formatUtcDateTime(round.voting_end_at)) })}
      </Alert>
    );
  }

  const { projects, results } = payouts.data;
  return (
    <div className="mp-op-stack-lg">
      <p className="mp-p mp-muted">{t('payouts.intro')}</p>
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ChangesSinceFreeze changes={payouts.data.changes_since_freeze ?? []} />
      <PayoutTotals projects={projects} />
      {projects.length === 0 ? (
        <p className="mp-p mp-muted">{t('payouts.noProjects')}</p>
      ) : (
        <>
          <ProjectsTable projects={projects} onChoose={(projectId) => setChosen((previous) => ({ projectId, seq: (previous?.seq ?? 0) + 1 }))} />
          <PayoutForm roundId={round.id} projects={projects} chosen={chosen} onRecorded={onRecorded} />
        </>
      )}
      <PayoutHistory
        payouts={results}
        exportAction={
          <Button variant="outlined" startIcon={<Download aria-hidden="true" size={20} />} isPending={exportCsv.isPending} onPress={() => void download()}>
            {t('payouts.export')}
          </Button>
        }
      />
      {exportCsv.isError && (
        <Alert severity="error" role="alert">
          {messages.apiError(exportCsv.error)}
        </Alert>
      )}
    </div>
  );
}
