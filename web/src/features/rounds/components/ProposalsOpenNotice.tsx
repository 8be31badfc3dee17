import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Round } from '../api/types';

/**
 * "Proposals are open in Round N — propose a project", linking to the project form: shown on /home
 * while the hero leads with a round open for voting (see `leadRound`), so organizations still learn
 * that another round takes their proposals.
 */
export function ProposalsOpenNotice({ round }: { round: Round }) {
  const { t, i18n } = useTranslation('home');
  return (
    <Alert severity="info" data-testid="proposals-open-elsewhere">
      <RouterLink to={paths.createProject} style={{ color: 'inherit', fontWeight: 700, textDecoration: 'underline' }}>
        {t('proposalsOpen.elsewhere', { number: formatCount(round.number, i18n.language) })}
      </RouterLink>
    </Alert>
  );
}
