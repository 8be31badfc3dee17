import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { ProjectComments } from '@/features/comments/components/ProjectComments';
import { AddToCartButton } from '@/features/donations/cart/AddToCartButton';
import { ProjectDonations } from '@/features/donations/components/ProjectDonations';
import { ProjectReviewBanner } from '@/features/review/components/ProjectReviewBanner';
import { useProject } from '@/features/projects/api/getProject';
import { projectKeys } from '@/features/projects/api/keys';
import { CoverImage, PAGE_COVER_SIZES } from '@/features/projects/components/CoverImage';
import { FundingProgress } from '@/features/projects/components/FundingProgress';
import { OwnerActions } from '@/features/projects/components/OwnerActions';
import { ProjectFacts } from '@/features/projects/components/ProjectFacts';
import { ProjectSections } from '@/features/projects/components/ProjectSections';
import { ShareButtons } from '@/features/projects/components/ShareButtons';
import { VotingPanel } from '@/features/projects/components/VotingPanel';
import { useCauseLabel } from '@/features/projects/hooks/useLabels';
import { raisedUsd } from '@/features/projects/utils/project';
import { isApiError } from '@/lib/api/errors';
import { useIdentities } from '@/lib/auth/identities';
import { flash } from '@/lib/flash';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { votingStatus } from '@/lib/rounds/voting';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** The updates section arrives after the page: its form and menus are not needed to read it. */
const ProjectUpdates = lazy(async () => ({ default: (await import('@/features/updates/components/ProjectUpdates')).ProjectUpdates }));

/** /projects/:id: the whole project, its donations, voting state, sharing and owner actions. */
export function ProjectPage() {
  const { t } = useTranslation(['projects', 'common']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const messages = useErrorMessages();
  const { identities, current } = useIdentities();
  const causeLabel = useCauseLabel();
  const { data: project, error, isPending } = useProject(id);
  const queryClient = useQueryClient();
  useDocumentTitle(project?.title ?? t('detail.pageTitle'));

  if (isPending) return <LoadingOverlay open />;
  if (error || !project) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <ErrorState
        icon={<SearchOffOutlinedIcon />}
        title={notFound ? t('detail.notFound') : t('detail.error')}
        text={notFound ? undefined : messages.apiError(error)}
        actions={
          <Button component={RouterLink} to={paths.projects} variant="contained">
            {t('detail.backToList')}
          </Button>
        }
      />
    );
  }

  const isMember = identities.some((identity) => identity.id === project.identity.id);
  const shareUrl = `${window.location.origin}${paths.project(project.id)}`;
  const afterDelete = () =>
    void navigate(current ? paths.dashboard(current.id) : paths.projects, { replace: true, state: flash({ kind: 'projectDeleted', title: project.title }) });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label={t('list.breadcrumbs')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.projects} underline="hover" color="inherit">
          {t('list.explore')}
        </Link>
        <Link component={RouterLink} to={`${paths.projects}?round_id=${project.round.id}`} underline="hover" color="inherit">
          {t('list.roundNumber', { number: project.round.number })}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {t('detail.breadcrumb')}
        </Typography>
      </Breadcrumbs>

      <ProjectReviewBanner
        projectId={project.id}
        status={project.status}
        isMember={isMember}
        onResubmitted={() => void queryClient.invalidateQueries({ queryKey: projectKeys.detail(project.id) })}
      />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          {project.cover?.url && (
            <CoverImage media={project.cover} sizes={PAGE_COVER_SIZES} priority style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 30, display: 'block', marginBlockEnd: 24 }} />
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
            <Chip label={causeLabel(project.social_cause)} size="small" sx={{ bgcolor: 'rgba(0, 74, 70, 0.08)', color: 'primary.dark', fontWeight: 600 }} />
            {project.status !== 'ACTIVE' && project.status !== 'EXPIRE' && (
              <Chip label={t(`status.${project.status}`)} size="small" color="warning" variant="outlined" />
            )}
          </Box>
          <Typography variant="h1" dir="auto" sx={{ fontSize: { xs: '1.875rem', md: '2.5rem' }, mb: 1 }}>
            {project.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {t('card.by', { organization: project.identity.meta.name || project.identity.meta.shortname })}
          </Typography>
          <ProjectSections project={project} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3} component="aside" aria-label={t('detail.sidebar')}>
            <Card>
              <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
                <Stack spacing={2.5}>
                  <FundingProgress raised={raisedUsd(project.total_donations)} target={project.total_requested_amount} />
                  <Typography variant="body2" color="text.secondary" data-testid="project-votes">
                    {t('detail.votes', { count: project.total_votes })}
                  </Typography>
                  <VotingPanel project={project} />
                  {project.status === 'ACTIVE' && votingStatus(project.round) === 'DURING' && <AddToCartButton projectId={project.id} title={project.title} />}
                  {isMember && <OwnerActions project={project} onDeleted={afterDelete} />}
                  <ShareButtons url={shareUrl} title={project.title} />
                </Stack>
              </CardContent>
            </Card>
            <Card>
              <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
                <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
                  {t('detail.about')}
                </Typography>
                <ProjectFacts project={project} />
              </CardContent>
            </Card>
            <ProjectDonations projectId={project.id} totals={project.total_donations} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Suspense fallback={null}>
            <ProjectUpdates projectId={project.id} />
          </Suspense>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}><ProjectComments projectId={project.id} /></Grid>
      </Grid>
    </Container>
  );
}
