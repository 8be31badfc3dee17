import CircleAlert from 'lucide-react/icons/circle-alert';
import Hourglass from 'lucide-react/icons/hourglass';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { Spinner } from '@/components/ui/Skeleton';
import { isApiError } from '@/lib/api/errors';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useRound } from '../api/getRound';
import { mayHaveResults, useRoundResults } from '../api/getRoundResults';
import type { Round, RoundResults as Results } from '../api/types';
import { MatchChart } from './MatchChart';
import { ResultsDownloads } from './ResultsDownloads';
import { ResultsSummary } from './ResultsSummary';
import { ResultsTable } from './ResultsTable';
import './results.css';

/** Below the table and used by few: its code (proof checks, zod) loads after the page. */
const CheckContribution = lazy(() => import('../checker/CheckContribution').then((m) => ({ default: m.CheckContribution })));

function HowLink() {
  const { t } = useTranslation('results');
  return (
    <LinkButton to={paths.howMatchingWorks} variant="outlined">
      {t('howLink')}
    </LinkButton>
  );
}

const ICON = 56;

/** Results are not out yet: the date they are due, when the round says it. */
function NotPublished({ date }: { date: string | undefined }) {
  const { t } = useTranslation('results');
  return (
    <ErrorState
      icon={<Hourglass aria-hidden="true" size={ICON} />}
      title={t('notPublished.title')}
      text={date ? t('notPublished.textDate', { date: isolateLtr(formatUtcDateTime(date)) }) : t('notPublished.text')}
      actions={<HowLink />}
    />
  );
}

/** The published results of one round, or why they cannot be shown yet. */
export function RoundResults({ roundId, code: inclusionCode }: { roundId: string; code?: string }) {
  const { t, i18n } = useTranslation('results');
  const round = useRound(roundId);
  const results = useRoundResults(roundId, round.data);
  useDocumentTitle(round.data ? t('pageTitleRound', { name: round.data.name }) : t('pageTitle'));

  const roundCode = round.isError && isApiError(round.error) ? round.error.code : '';
  // A round still open has no results to ask for: its results date says when they come.
  if (round.data && !mayHaveResults(round.data)) return <NotPublished date={round.data.results_at} />;

  if (round.isPending || (results.isPending && !round.isError)) {
    return (
      <div role="status" className="mp-results-loading">
        <Spinner size={28} />
        <p className="mp-p">{t('loading')}</p>
      </div>
    );
  }

  const code = roundCode || (results.isError && isApiError(results.error) ? results.error.code : '');
  if (code === 'round.not_found' || (round.isError && isApiError(round.error) && round.error.status === 404)) {
    return <ErrorState icon={<CircleAlert aria-hidden="true" size={ICON} />} title={t('notFound.title')} text={t('notFound.text')} />;
  }
  if (code === 'results.not_published') return <NotPublished date={round.data?.results_at} />;
  if (code === 'results.not_frozen') {
    return <ErrorState icon={<Hourglass aria-hidden="true" size={ICON} />} title={t('notFrozen.title')} text={t('notFrozen.text')} actions={<HowLink />} />;
  }
  if (!results.data) {
    return (
      <ErrorState
        icon={<CircleAlert aria-hidden="true" size={ICON} />}
        title={t('error.title')}
        text={t('error.text')}
        actions={
          <Button variant="contained" onPress={() => void (round.isError ? round.refetch() : results.refetch())}>
            {t('error.retry')}
          </Button>
        }
      />
    );
  }

  return <ResultsContent data={results.data} round={round.data} language={i18n.language} inclusionCode={inclusionCode} />;
}

function ResultsContent({
  data,
  round,
  language,
  inclusionCode,
}: {
  data: Results;
  round: Round | undefined;
  language: string;
  inclusionCode?: string;
}) {
  const { t } = useTranslation('results');
  const { summary } = data;
  return (
    <div className="mp-container mp-results">
      <header>
        <p className="mp-overline mp-muted">{t('roundNumber', { number: formatCount(summary.round_number, language) })}</p>
        <h1 className="mp-h1 mp-results-title" data-testid="results-title">
          {round ? t('titleRound', { name: round.name }) : t('title')}
        </h1>
        <p className="mp-p mp-muted mp-results-intro">{t('intro')}</p>
        <Link to={paths.howMatchingWorks} className="mp-link mp-strong">
          {t('howLink')}
        </Link>
      </header>
      <ResultsSummary summary={summary} />
      <section aria-labelledby="results-chart-title">
        <h2 id="results-chart-title" className="mp-h2 mp-results-heading">
          {t('chart.title')}
        </h2>
        <MatchChart results={data.results} />
      </section>
      <section aria-labelledby="results-table-title">
        <h2 id="results-table-title" className="mp-h2 mp-results-heading">
          {t('table.title')}
        </h2>
        <ResultsTable results={data.results} />
      </section>
      <ResultsDownloads roundId={summary.round_id} roundNumber={summary.round_number} />
      <Suspense fallback={null}>
        <CheckContribution
          roundId={summary.round_id}
          published={
            summary.contributions_tree ? { roundId: String(summary.round_number), tree: summary.contributions_tree } : null
          }
          projects={data.results}
          code={inclusionCode}
          anchor={summary.anchor ?? null}
        />
      </Suspense>
    </div>
  );
}
