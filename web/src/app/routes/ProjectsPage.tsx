import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { useProjectList } from '@/features/projects/api/listProjects';
import { ProjectFilters, type ProjectFilterValues } from '@/features/projects/components/ProjectFilters';
import { ProjectGrid } from '@/features/projects/components/ProjectGrid';
import { isTrack } from '@/features/projects/utils/project';
import { useCurrentRound } from '@/features/rounds/api/getCurrentRound';
import { useRoundList } from '@/features/rounds/api/listRounds';
import { ResultsLink } from '@/features/rounds/components/ResultsLink';
import { VotingOpenNotice } from '@/features/rounds/components/VotingOpenNotice';
import { leadRound, otherVotingRound } from '@/features/rounds/utils/attention';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/styles/pages.css';

/** The same list from its first page. */
function firstPage(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.delete('page');
  const search = copy.toString();
  return search ? `${paths.projects}?${search}` : paths.projects;
}

/** Where a list would be empty because what the link names does not exist: say so, and where to go. */
function MissingNotice({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <div role="status" className="mp-empty">
      <p className="mp-p" style={{ marginBlockEnd: 16 }}>
        {text}
      </p>
      <RouterLink to={to} className="mp-button mp-button-outlined">
        {action}
      </RouterLink>
    </div>
  );
}

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /projects: the chosen round's projects (else those of the round open for voting, else the current round's), filtered through the URL; plain React and CSS, no MUI. */
export function ProjectsPage() {
  const { t, i18n } = useTranslation('projects');
  const [params, setParams] = useSearchParams();
  const rounds = useRoundList();
  const current = useCurrentRound();
  useDocumentTitle(t('list.pageTitle'));

  const page = pageOf(params.get('page'));
  const category = isTrack(params.get('category')) ? (params.get('category') ?? '') : '';
  const q = params.get('q') ?? '';
  // Without a chosen round, the one /home leads with: the one open for voting, where people can act.
  const roundId = params.get('round_id') ?? leadRound(current.data, rounds.data)?.id ?? '';
  const round = rounds.data?.find((candidate) => candidate.id === roundId) ?? (current.data?.id === roundId ? current.data : undefined);
  const roundsSettled = !rounds.isPending && !current.isPending;
  const votingElsewhere = roundsSettled ? otherVotingRound(rounds.data, roundId) : undefined;

  // A round_id no round has (a stale or mistyped link) is said so, not shown as an empty round.
  const unknownRound = roundsSettled && !rounds.isError && params.has('round_id') && round === undefined;
  const list = useProjectList({ page, roundId: roundId || undefined, category: category || undefined, q: q || undefined }, roundsSettled && !unknownRound);
  const pastTheEnd = page > 1 && list.data !== undefined && !list.isPlaceholderData && list.data.results.length === 0 && list.data.total > 0;

  const update = (next: Partial<ProjectFilterValues & { page: number }>) => {
    const merged = { round_id: roundId, category, q, page: String(next.page ?? 1) };
    if (next.roundId !== undefined) merged.round_id = next.roundId;
    if (next.category !== undefined) merged.category = next.category;
    if (next.q !== undefined) merged.q = next.q;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) {
      if (value && !(key === 'page' && value === '1')) search.set(key, value);
    }
    setParams(search);
  };

  return (
    <div className="mp-container mp-projects-page">
      <Breadcrumbs
        label={t('list.breadcrumbs')}
        crumbs={[{ label: t('list.explore'), to: paths.projects }, ...(round ? [{ label: t('list.roundNumber', { number: round.number }) }] : [])]}
      />
      <div className="mp-page-head">
        <h1 className="mp-h1 mp-projects-title">{round ? round.name : t('list.title')}</h1>
        <p className="mp-p mp-muted">{t('list.subtitle')}</p>
      </div>
      <div className="mp-stack-4">
        {votingElsewhere && <VotingOpenNotice round={votingElsewhere} />}
        {round?.phase === 'results' && <ResultsLink round={round} text={t('list.resultsPublic')} />}
        <ProjectFilters rounds={rounds.data ?? []} values={{ roundId, category, q }} onChange={update} />
        {unknownRound ? (
          <MissingNotice text={t('missing.round')} action={t('missing.currentRound')} to={paths.projects} />
        ) : pastTheEnd ? (
          <MissingNotice text={t('missing.page', { page: formatCount(page, i18n.language) })} action={t('missing.firstPage')} to={firstPage(params)} />
        ) : (
          <ProjectGrid
            data={list.data}
            isPending={!roundsSettled || list.isPending}
            error={list.error ?? rounds.error}
            onRetry={() => void list.refetch()}
            page={page}
            onPageChange={(next) => update({ page: next })}
            emptyText={q || category ? t('list.noMatch') : t('list.empty')}
          />
        )}
      </div>
    </div>
  );
}
