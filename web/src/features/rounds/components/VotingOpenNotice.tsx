import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Round } from '../api/types';

/**
 * "Voting is open in Round N — vote now", linking to that round's projects: shown where another
 * round is on screen (see `otherVotingRound`), or people arriving on a round that takes proposals
 * would never learn that they can vote elsewhere.
 */
export function VotingOpenNotice({ round: voting }: { round: Round }) {
  const { t, i18n } = useTranslation('home');
  return (
    <Alert severity="info" data-testid="voting-open-elsewhere">
      <RouterLink
        to={`${paths.projects}?round_id=${encodeURIComponent(voting.id)}`}
        style={{ color: 'inherit', fontWeight: 700, textDecoration: 'underline' }}
      >
        {t('votingOpen.elsewhere', { number: formatCount(voting.number, i18n.language) })}
      </RouterLink>
    </Alert>
  );
}
