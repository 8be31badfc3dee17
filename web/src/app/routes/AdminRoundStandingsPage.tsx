import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RoundPage } from '@/features/round-admin/components/RoundPage';
import { RoundStandings } from '@/features/round-admin/components/RoundStandings';

/** /admin/rounds/:id/standings: live standings during voting, freezing, then the final results. */
export function AdminRoundStandingsPage() {
  const { t } = useTranslation('roundsAdmin');
  const { id = '' } = useParams();
  return (
    <RoundPage
      key={id}
      roundId={id}
      title={(round) => t('standings.title', { number: round.number })}
      crumb={(round) => t('standings.crumb', { number: round.number })}
      intro={(round) => round.name}
    >
      {(round) => <RoundStandings round={round} />}
    </RoundPage>
  );
}
