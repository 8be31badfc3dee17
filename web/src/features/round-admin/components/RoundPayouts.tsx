import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UtcTime } from '@/components/UtcTime';
import { visuallyHidden } from '@/components/visuallyHidden';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useExportPayoutsCsv } from '../api/exportPayoutsCsv';
import { useFrozenResults } from '../api/getFrozenResults';
import { usePayouts } from '../api/getPayouts';
import type { AdminRound, Payout, ProjectPayouts } from '../api/types';
import { formatCents } from '@/lib/format';
import { payoutTotals, paymentState, type PaymentState } from '../utils/payoutTotals';
import { ChangesSinceFreeze } from './ChangesSinceFreeze';
import { LoadError } from './LoadError';
import { LoadingBlock } from './LoadingBlock';
import { PayoutForm } from './PayoutForm';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const STATE_COLORS: Record<PaymentState, ChipProps['color']> = { paid: 'success', partial: 'warning', unpaid: 'default' };

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, fontSize: '1.25rem', fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Paid against due for the whole round. */
export function PayoutTotals({ projects }: { projects: ProjectPayouts[] }) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const totals = payoutTotals(projects);
  const money = (cents: number) => <bdi>{formatCents(cents, i18n.language)}</bdi>;
  return (
    <Box component="section" aria-label={t('payouts.totalsLabel')}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <Figure label={t('payouts.totalDue')} value={money(totals.dueCents)} testId="payouts-total-due" />
        <Figure label={t('payouts.totalPaid')} value={money(totals.paidCents)} testId="payouts-total-paid" />
        <Figure label={t('payouts.totalOutstanding')} value={money(totals.outstandingCents)} testId="payouts-total-outstanding" />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('payouts.paidInFull', { count: totals.paidInFull, total: totals.projects })}
      </Typography>
    </Box>
  );
}

function ProjectsTable({ projects, onChoose }: { projects: ProjectPayouts[]; onChoose: (projectId: string) => void }) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const captionId = useId();
  const money = (cents: number) => <bdi>{formatCents(cents, i18n.language)}</bdi>;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
      <Table size="small" aria-labelledby={captionId}>
        <caption id={captionId} style={{ captionSide: 'top', textAlign: 'start', padding: '12px 16px' }}>
          {t('payouts.projectsCaption')}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('payouts.project')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('payouts.match')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('payouts.paid')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('payouts.outstanding')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('payouts.state')}
            </TableCell>
            <TableCell component="th" scope="col">
              <span style={visuallyHidden}>{t('payouts.actions')}</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.map((project) => {
            const state = paymentState(project);
            const title = project.title ?? t('standings.removedProject');
            return (
              <TableRow key={project.project_id} data-testid="payout-project-row">
                <TableCell component="th" scope="row">
                  {title}
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {money(project.match_cents)}
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {money(project.paid_cents)}
                </TableCell>
                <TableCell align="right" sx={{ ...numeric, fontWeight: 700 }}>
                  {money(Math.max(0, project.outstanding_cents))}
                </TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={STATE_COLORS[state]} label={t(`payouts.stateName.${state}`)} />
                </TableCell>
                <TableCell>
                  {project.outstanding_cents > 0 && (
                    <Button size="small" variant="outlined" onClick={() => onChoose(project.project_id)} sx={{ whiteSpace: 'nowrap' }}>
                      {t('payouts.recordFor')} <span style={visuallyHidden}>{title}</span>
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PayoutHistory({ payouts, exportAction }: { payouts: Payout[]; exportAction: ReactNode }) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('payouts.historyTitle')}
        </Typography>
        {exportAction}
      </Box>
      {payouts.length === 0 ? (
        <Typography color="text.secondary">{t('payouts.noPayouts')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('payouts.paidAt')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('payouts.project')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('payouts.amount')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('payouts.reference')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {[...payouts].reverse().map((payout) => (
                <TableRow key={payout.id} data-testid="payout-row">
                  <TableCell>
                    <UtcTime value={payout.paid_at} />
                  </TableCell>
                  <TableCell>{payout.title ?? t('standings.removedProject')}</TableCell>
                  <TableCell align="right" sx={numeric}>
                    <bdi>{formatCents(payout.amount_cents, i18n.language)}</bdi>
                  </TableCell>
                  <TableCell>
                    <Box component="span" dir="auto" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                      {payout.reference}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
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
  const frozen = useFrozenResults(round.id);
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
    return <Alert severity="info" role="note">{t('payouts.notFrozen', { date: isolateLtr(formatUtcDateTime(round.voting_end_at)) })}</Alert>;
  }

  const { projects, results } = payouts.data;
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('payouts.intro')}</Typography>
      <Box role="status" aria-live="polite">
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)} slotProps={{ closeButton: { 'aria-label': t('dismiss') } }}>
            {notice}
          </Alert>
        )}
      </Box>
      <ChangesSinceFreeze changes={payouts.data.changes_since_freeze ?? []} />
      <PayoutTotals projects={projects} />
      {projects.length === 0 ? (
        <Typography color="text.secondary">{t('payouts.noProjects')}</Typography>
      ) : (
        <>
          <ProjectsTable projects={projects} onChoose={(projectId) => setChosen((previous) => ({ projectId, seq: (previous?.seq ?? 0) + 1 }))} />
          <PayoutForm roundId={round.id} projects={projects} chosen={chosen} onRecorded={onRecorded} />
        </>
      )}
      <PayoutHistory
        payouts={results}
        exportAction={
          <Button variant="outlined" startIcon={<DownloadOutlinedIcon />} loading={exportCsv.isPending} onClick={() => void download()}>
            {t('payouts.export')}
          </Button>
        }
      />
      {exportCsv.isError && (
        <Alert severity="error" role="alert">
          {messages.apiError(exportCsv.error)}
        </Alert>
      )}
    </Stack>
  );
}
