import RefreshCw from 'lucide-react/icons/refresh-cw';
import Snowflake from 'lucide-react/icons/snowflake';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { DismissibleNotice } from '@/components/DismissibleNotice';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
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
import './roundAdmin.css';

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
    <div className="mp-op-stack">
      <Alert severity="info" role="note">
        {t('standings.frozen', { date: at(results.summary.frozen_at) })}
      </Alert>
      <StandingsSummary summary={results.summary} />
      <StandingsTable lines={results.results} final />
      <div className="mp-op-row">
        <LinkButton to={paths.adminRoundPayouts(round.id)} variant="contained">
          {t('standings.payoutsLink')}
        </LinkButton>
        {round.phase === 'results' && (
          <LinkButton to={paths.roundResults(round.id)} variant="outlined">
            {t('standings.publicLink')}
          </LinkButton>
        )}
      </div>
    </div>
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
    <div className="mp-op-stack">
      <div>
        <Button variant="contained" startIcon={<Snowflake aria-hidden="true" size={20} />} isPending={freeze.isPending} onPress={() => setOpen(true)}>
          {t('standings.freeze')}
        </Button>
      </div>
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
    </div>
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
    <div className="mp-op-stack">
      {votingEnded ? (
        <Alert severity="warning" role="note">
          {t('standings.endedNotFrozen', { date: at(round.voting_end_at) })}
        </Alert>
      ) : votingStarted ? (
        <Alert severity="info" role="note">
          {t('standings.during', { date: at(round.voting_end_at) })}
        </Alert>
      ) : (
        <Alert severity="info" role="note">
          {t('standings.before', { date: at(round.voting_start_at), end: at(round.voting_end_at) })}
        </Alert>
      )}
      {votingEnded && <FreezeAction round={round} onFrozen={onFrozen} />}
      <div className="mp-op-spread">
        <p className="mp-body2 mp-muted">{t('standings.autoRefresh')}</p>
        <Button variant="outlined" startIcon={<RefreshCw aria-hidden="true" size={20} />} isPending={standings.isFetching} onPress={() => void refresh()}>
          {t('standings.refresh')}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {announcement && <p className="mp-body2">{announcement}</p>}
      </div>
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
    </div>
  );
}

/**
 * A round's matching as an operator follows it: live standings while it is not frozen
 * (recomputed every 30 s and on demand), a "Freeze now" once voting has ended, and the final
 * results once it is frozen.
 */
export function RoundStandings({ round }: { round: AdminRound }) {
  const { t } = useTranslation('roundsAdmin');
  // From the opening of voting, look out for the automatic freeze (asked for once voting has ended).
  const frozen = useFrozenResults(round, { poll: round.status !== 'BEFORE' });
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="mp-op-stack">
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
      {frozen.isPending ? (
        <LoadingBlock label={t('standings.loading')} />
      ) : frozen.isError ? (
        <LoadError title={t('standings.error')} error={frozen.error} onRetry={() => void frozen.refetch()} />
      ) : frozen.data ? (
        <FrozenResults round={round} results={frozen.data} />
      ) : (
        <LiveStandings round={round} onFrozen={() => setNotice(t('standings.frozenNow'))} />
      )}
    </div>
  );
}
