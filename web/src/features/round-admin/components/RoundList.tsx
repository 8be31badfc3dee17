import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UtcTime } from '@/components/UtcTime';
import { visuallyHidden } from '@/components/visuallyHidden';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAdminRounds } from '../api/listRounds';
import type { AdminRound } from '../api/types';
import { formatCents } from '@/lib/format';
import { LoadError } from './LoadError';
import { LoadingBlock } from './LoadingBlock';
import { PhaseChip } from './PhaseChip';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function Period({ start, end }: { start: string; end: string }) {
  return (
    <Stack component="span" spacing={0.25}>
      <UtcTime value={start} />
      <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        <span aria-hidden="true">– </span>
        <UtcTime value={end} />
      </Box>
    </Stack>
  );
}

function RoundActions({ round }: { round: AdminRound }) {
  const { t } = useTranslation('roundsAdmin');
  const which = <span style={visuallyHidden}>{t('list.roundLabel', { number: round.number })}</span>;
  const links = [
    { to: paths.adminRoundEdit(round.id), label: t('list.edit') },
    { to: paths.adminRoundStandings(round.id), label: t('list.standings') },
    { to: paths.adminRoundPayouts(round.id), label: t('list.payouts') },
    ...(round.phase === 'results' ? [{ to: paths.roundResults(round.id), label: t('list.publicResults') }] : []),
  ];
  return (
    <Stack spacing={0.5}>
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} sx={{ whiteSpace: 'nowrap' }}>
          {link.label} {which}
        </Link>
      ))}
    </Stack>
  );
}

/** Every round, newest first, with its phase, schedule, pool and totals, and what an operator can do with it. */
export function RoundList({ notice, onDismissNotice }: { notice?: string | null; onDismissNotice?: () => void }) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const rounds = useAdminRounds();
  const language = i18n.language;

  return (
    <Stack spacing={2.5}>
      <Box role="status" aria-live="polite">
        {notice && (
          <Alert severity="success" onClose={onDismissNotice} slotProps={{ closeButton: { 'aria-label': t('dismiss') } }}>
            {notice}
          </Alert>
        )}
      </Box>
      {rounds.isPending ? (
        <LoadingBlock label={t('list.loading')} />
      ) : rounds.isError ? (
        <LoadError title={t('list.error')} error={rounds.error} onRetry={() => void rounds.refetch()} />
      ) : rounds.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('list.empty')}</Typography>
          <Button component={RouterLink} to={paths.adminRoundNew} variant="contained" startIcon={<AddIcon />}>
            {t('list.new')}
          </Button>
        </Paper>
      ) : (
        // Positioned, so the visually hidden labels of scrolled-away cells stay inside the scroll box.
        <TableContainer component={Paper} variant="outlined" sx={{ position: 'relative' }}>
          <Table size="small" aria-labelledby="rounds-caption">
            <caption id="rounds-caption" style={visuallyHidden}>
              {t('list.caption')}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" align="right">
                  {t('list.number')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('list.name')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('list.submission')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('list.voting')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('list.results')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('list.pool')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('list.projects')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('list.votes')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('list.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rounds.data.map((round) => (
                <TableRow key={round.id} data-testid="round-row">
                  <TableCell align="right" sx={numeric}>
                    {formatCount(round.number, language)}
                  </TableCell>
                  <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
                    <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        {round.name}
                      </Box>
                      <PhaseChip phase={round.phase} />
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Period start={round.submission_start_at} end={round.submission_end_at} />
                  </TableCell>
                  <TableCell>
                    <Period start={round.voting_start_at} end={round.voting_end_at} />
                  </TableCell>
                  <TableCell>{round.results_at && <UtcTime value={round.results_at} />}</TableCell>
                  <TableCell align="right" sx={numeric}>
                    <bdi>{formatCents(round.pool_cents, language)}</bdi>
                  </TableCell>
                  <TableCell align="right" sx={numeric}>
                    {formatCount(round.total_projects, language)}
                  </TableCell>
                  <TableCell align="right" sx={numeric}>
                    {formatCount(round.total_votes, language)}
                  </TableCell>
                  <TableCell>
                    <RoundActions round={round} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
