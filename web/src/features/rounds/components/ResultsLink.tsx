import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { paths } from '@/lib/paths';
import type { Round } from '../api/types';

/** A notice linking to a round's public results page. */
export function ResultsLink({ round, text }: { round: Round; text: string }) {
  const { t } = useTranslation('home');
  return (
    <Alert
      severity="success"
      data-testid="published-results"
      action={
        <RouterLink to={paths.roundResults(round.id)} className="mp-button mp-button-small mp-button-inherit" style={{ fontWeight: 700 }}>
          {t('round.seeResults')}
        </RouterLink>
      }
    >
      {text}
    </Alert>
  );
}
