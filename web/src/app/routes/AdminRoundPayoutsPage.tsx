import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RoundPage } from '@/features/round-admin/components/RoundPage';
import { RoundPayouts } from '@/features/round-admin/components/RoundPayouts';

/** /admin/rounds/:id/payouts: final matches, payouts recorded against them, and the CSV export. */
export function AdminRoundPayoutsPage() {
  const { t } = useTranslation('roundsAdmin');
  const { id = '' } = useParams();
  return (
    <RoundPage
      key={id}
      roundId={id}
      title={(round) => t('payouts.title', { number: round.number })}
      crumb={(round) => t('payouts.crumb', { number: round.number })}
      intro={(round) => round.name}
    >
      {(round) => <RoundPayouts round={round} />}
    </RoundPage>
  );
}
