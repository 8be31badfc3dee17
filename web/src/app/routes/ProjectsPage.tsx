import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useProjectList } from '@/features/projects/api/listProjects';
import { ProjectFilters, type ProjectFilterValues } from '@/features/projects/components/ProjectFilters';
import { ProjectGrid } from '@/features/projects/components/ProjectGrid';
import { isTrack } from '@/features/projects/utils/project';
import { useCurrentRound } from '@/features/rounds/api/getCurrentRound';
import { useRoundList } from '@/features/rounds/api/listRounds';
import { ResultsLink } from '@/features/rounds/components/ResultsLink';
import { VotingOpenNotice } from '@/features/rounds/components/VotingOpenNotice';
import { otherVotingRound } from '@/features/rounds/utils/attention';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

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
    <Box role="status" sx={{ py: 8, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Button component={RouterLink} to={to} variant="outlined">
        {action}
      </Button>
    </Box>
  );
}

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /projects: the chosen round's projects (else the current round's), filtered through the URL. */
export function ProjectsPage() {
  const { t, i18n } = useTranslation('projects');
  const [params, setParams] = useSearchParams();
  const rounds = useRoundList();
  const current = useCurrentRound();
  useDocumentTitle(t('list.pageTitle'));

  const page = pageOf(params.get('page'));
  const category = isTrack(params.get('category')) ? (params.get('category') ?? '') : '';
  const q = params.get('q') ?? '';
  const roundId = params.get('round_id') ?? current.data?.id ?? rounds.data?.[0]?.id ?? '';
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
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Breadcrumbs aria-label={t('list.breadcrumbs')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.projects} underline="hover" color="inherit">
          {t('list.explore')}
        </Link>
        {round && (
          <Typography color="text.primary" aria-current="page">
            {t('list.roundNumber', { number: round.number })}
          </Typography>
        )}
      </Breadcrumbs>
      <Stack spacing={1} sx={{ mb: 4 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.25rem' } }}>
          {round ? round.name : t('list.title')}
        </Typography>
        <Typography color="text.secondary">{t('list.subtitle')}</Typography>
      </Stack>
      <Stack spacing={4}>
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
      </Stack>
    </Container>
  );
}
