import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
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
        <Button component={RouterLink} to={paths.roundResults(round.id)} color="inherit" size="small" sx={{ fontWeight: 700 }}>
          {t('round.seeResults')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
