import HourglassEmptyOutlinedIcon from '@mui/icons-material/HourglassEmptyOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { isApiError } from '@/lib/api/errors';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useRound } from '../api/getRound';
import { useRoundResults } from '../api/getRoundResults';
import type { Round, RoundResults as Results } from '../api/types';
import { MatchChart } from './MatchChart';
import { CheckContribution } from '../checker/CheckContribution';
import { ResultsDownloads } from './ResultsDownloads';
import { ResultsSummary } from './ResultsSummary';
import { ResultsTable } from './ResultsTable';

function HowLink() {
  const { t } = useTranslation('results');
  return (
    <Button component={RouterLink} to={paths.howMatchingWorks} variant="outlined">
      {t('howLink')}
    </Button>
  );
}

/** The published results of one round, or why they cannot be shown yet. */
export function RoundResults({ roundId }: { roundId: string }) {
  const { t, i18n } = useTranslation('results');
  const results = useRoundResults(roundId);
  const round = useRound(roundId);
  useDocumentTitle(round.data ? t('pageTitleRound', { name: round.data.name }) : t('pageTitle'));

  if (results.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 12 }}>
        <CircularProgress size={28} aria-hidden="true" />
        <Typography>{t('loading')}</Typography>
      </Box>
    );
  }

  if (results.isError) {
    const code = isApiError(results.error) ? results.error.code : '';
    if (code === 'results.not_published') {
      const date = round.data?.results_at;
      return (
        <ErrorState
          icon={<HourglassEmptyOutlinedIcon />}
          title={t('notPublished.title')}
          text={date ? t('notPublished.textDate', { date: isolateLtr(formatUtcDateTime(date)) }) : t('notPublished.text')}
          actions={<HowLink />}
        />
      );
    }
    if (code === 'results.not_frozen') {
      return (
        <ErrorState
          icon={<HourglassEmptyOutlinedIcon />}
          title={t('notFrozen.title')}
          text={t('notFrozen.text')}
          actions={<HowLink />}
        />
      );
    }
    if (code === 'round.not_found') {
      return <ErrorState icon={<ErrorOutlineOutlinedIcon />} title={t('notFound.title')} text={t('notFound.text')} />;
    }
    return (
      <ErrorState
        icon={<ErrorOutlineOutlinedIcon />}
        title={t('error.title')}
        text={t('error.text')}
        actions={
          <Button variant="contained" onClick={() => void results.refetch()}>
            {t('error.retry')}
          </Button>
        }
      />
    );
  }

  return <ResultsContent data={results.data} round={round.data} language={i18n.language} />;
}

function ResultsContent({ data, round, language }: { data: Results; round: Round | undefined; language: string }) {
  const { t } = useTranslation('results');
  const { summary } = data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={{ xs: 5, md: 6 }}>
        <Box component="header">
          <Typography component="p" variant="overline" color="text.secondary">
            {t('roundNumber', { number: formatCount(summary.round_number, language) })}
          </Typography>
          <Typography variant="h1" sx={{ mb: 1.5 }} data-testid="results-title">
            {round ? t('titleRound', { name: round.name }) : t('title')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: '70ch', mb: 2 }}>
            {t('intro')}
          </Typography>
          <Link component={RouterLink} to={paths.howMatchingWorks} sx={{ fontWeight: 600 }}>
            {t('howLink')}
          </Link>
        </Box>
        <ResultsSummary summary={summary} />
        <Box component="section" aria-labelledby="results-chart-title">
          <Typography id="results-chart-title" variant="h2" sx={{ mb: 2 }}>
            {t('chart.title')}
          </Typography>
          <MatchChart results={data.results} />
        </Box>
        <Box component="section" aria-labelledby="results-table-title">
          <Typography id="results-table-title" variant="h2" sx={{ mb: 2 }}>
            {t('table.title')}
          </Typography>
          <ResultsTable results={data.results} />
        </Box>
        <ResultsDownloads roundId={summary.round_id} roundNumber={summary.round_number} />
        <CheckContribution roundId={summary.round_id} projects={data.results} />
      </Stack>
    </Container>
  );
}
