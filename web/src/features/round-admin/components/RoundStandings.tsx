import AcUnitIcon from '@mui/icons-material/AcUnit';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import type { RoundStatus } from '@/lib/rounds/types';
import { useFreezeRound } from '../api/freezeRound';
import { useFrozenResults } from '../api/getFrozenResults';
import { useStandings } from '../api/getStandings';
import type { AdminRound, Standings } from '../api/types';
import { LoadError } from './LoadError';
import { LoadingBlock } from './LoadingBlock';
import { StandingsSummary } from './StandingsSummary';
import { StandingsTable } from './StandingsTable';

const at = (iso: string) => isolateLtr(formatUtcDateTime(iso));

/** Where voting stands at an instant. */
function votingStatus(round: AdminRound, at: string): RoundStatus {
  const instant = new Date(at).getTime();
  if (instant < new Date(round.voting_start_at).getTime()) return 'BEFORE';
  return instant < new Date(round.voting_end_at).getTime() ? 'DURING' : 'AFTER';
}

function FrozenResults({ round, results }: { round: AdminRound; results: Standings }) {
  const { t } = useTranslation('roundsAdmin');
  return (
    <Stack spacing={2.5}>
      <Alert severity="info" role="note" icon={<AcUnitIcon />}>
        {t('standings.frozen', { date: at(results.summary.frozen_at) })}
      </Alert>
      <StandingsSummary summary={results.summary} />
      <StandingsTable lines={results.results} final />
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Button component={RouterLink} to={paths.adminRoundPayouts(round.id)} variant="contained">
          {t('standings.payoutsLink')}
        </Button>
        {round.phase === 'results' && (
          <Button component={RouterLink} to={paths.roundResults(round.id)} variant="outlined">
            {t('standings.publicLink')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function FreezeAction({ round, onFrozen }: { round: AdminRound; onFrozen: () => void }) {
  const { t } = useTranslation('roundsAdmin');
  const messages = useErrorMessages();
  const freeze = useFreezeRound(round.id);
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    setOpen(false);
    try {
      await freeze.mutateAsync();
      onFrozen();
    } catch {
      // Shown below, from the mutation's error.
    }
  };
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" color="primary" startIcon={<AcUnitIcon />} loading={freeze.isPending} onClick={() => setOpen(true)}>
        {t('standings.freeze')}
      </Button>
      {freeze.isError && (
        <Alert severity="error" role="alert">
          {messages.apiError(freeze.error)}
        </Alert>
      )}
      <ConfirmDialog
        open={open}
        header={t('standings.freezeTitle', { number: round.number })}
        subheader={t('standings.freezeText')}
        onClose={() => setOpen(false)}
        buttons={[
          { label: t('standings.cancel'), onClick: () => setOpen(false), variant: 'outlined' },
          { label: t('standings.freezeConfirm'), onClick: () => void confirm() },
        ]}
      />
    </Stack>
  );
}

function LiveStandings({ round, onFrozen }: { round: AdminRound; onFrozen: () => void }) {
  const { t } = useTranslation('roundsAdmin');
  const standings = useStandings(round.id, true);
  const [announcement, setAnnouncement] = useState('');
  // The server's clock says where voting stands: the standings' computation time, else the round's status.
  const status = standings.data ? votingStatus(round, standings.data.summary.computed_at) : round.status;
  const votingEnded = status === 'AFTER';
  const votingStarted = status !== 'BEFORE';

  const refresh = async () => {
    setAnnouncement('');
    const result = await standings.refetch();
    if (result.data) setAnnouncement(t('standings.refreshed', { date: at(result.data.summary.computed_at) }));
  };

  return (
    <Stack spacing={2.5}>
      {votingEnded ? (
        <Alert severity="warning" role="note">{t('standings.endedNotFrozen', { date: at(round.voting_end_at) })}</Alert>
      ) : votingStarted ? (
        <Alert severity="info" role="note">{t('standings.during', { date: at(round.voting_end_at) })}</Alert>
      ) : (
        <Alert severity="info" role="note">{t('standings.before', { date: at(round.voting_start_at), end: at(round.voting_end_at) })}</Alert>
      )}
      {votingEnded && <FreezeAction round={round} onFrozen={onFrozen} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t('standings.autoRefresh')}
        </Typography>
        <Button variant="outlined" startIcon={<RefreshIcon />} loading={standings.isFetching} onClick={() => void refresh()}>
          {t('standings.refresh')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={{ minHeight: 0 }}>
        {announcement && <Typography variant="body2">{announcement}</Typography>}
      </Box>
      {standings.isPending ? (
        <LoadingBlock label={t('standings.loading')} />
      ) : standings.isError ? (
        <LoadError title={t('standings.error')} error={standings.error} onRetry={() => void standings.refetch()} />
      ) : (
        <>
          <StandingsSummary summary={standings.data.summary} />
          <StandingsTable lines={standings.data.results} final={false} />
        </>
      )}
    </Stack>
  );
}

/**
 * A round's matching as an operator follows it: live standings while it is not frozen
 * (recomputed every 30 s and on demand), a "Freeze now" once voting has ended, and the final
 * results once it is frozen.
 */
export function RoundStandings({ round }: { round: AdminRound }) {
  const { t } = useTranslation('roundsAdmin');
  // From the opening of voting, look out for the automatic freeze.
  const frozen = useFrozenResults(round.id, { poll: round.status !== 'BEFORE' });
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Stack spacing={2.5}>
      <Box role="status" aria-live="polite">
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)} slotProps={{ closeButton: { 'aria-label': t('dismiss') } }}>
            {notice}
          </Alert>
        )}
      </Box>
      {frozen.isPending ? (
        <LoadingBlock label={t('standings.loading')} />
      ) : frozen.isError ? (
        <LoadError title={t('standings.error')} error={frozen.error} onRetry={() => void frozen.refetch()} />
      ) : frozen.data ? (
        <FrozenResults round={round} results={frozen.data} />
      ) : (
        <LiveStandings round={round} onFrozen={() => setNotice(t('standings.frozenNow'))} />
      )}
    </Stack>
  );
}
