import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { Icon } from '@/components/Icon';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { PROJECT_ICONS } from '@/components/projectIcons';
import { AddToCartButton } from '@/features/donations/cart/AddToCartButton';
import { isReviewStatus } from '@/features/review/api/types';
import { useProject } from '@/features/projects/api/getProject';
import { projectKeys } from '@/features/projects/api/keys';
import { CoverImage } from '@/features/projects/components/CoverImage';
import { FundingProgress } from '@/features/projects/components/FundingProgress';
import { ProjectFacts } from '@/features/projects/components/ProjectFacts';
import { ProjectSections } from '@/features/projects/components/ProjectSections';
import { ShareButtons } from '@/features/projects/components/ShareButtons';
import { ProjectActionBar, VotingPanel } from '@/features/projects/components/VotingPanel';
import { useCauseLabel } from '@/features/projects/hooks/useLabels';
import { PAGE_COVER_SIZES } from '@/features/projects/utils/cover';
import { raisedUsd } from '@/features/projects/utils/project';
import { isApiError } from '@/lib/api/errors';
import { useIdentities } from '@/lib/auth/identities';
import { flash } from '@/lib/flash';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { votingStatus } from '@/lib/rounds/voting';
import { MainShownContext, useMainShown } from '@/lib/react/mainShown';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/styles/pages.css';
import '@/styles/project.css';

// The parts with forms, dialogs, menus and lists load once the page's main content is shown (its
// cover loaded), each in the room its fallback keeps for it. They draw with the kit.
const ProjectReviewBanner = lazy(async () => ({ default: (await import('@/features/review/components/ProjectReviewBanner')).ProjectReviewBanner }));
const OwnerActions = lazy(async () => ({ default: (await import('@/features/projects/components/OwnerActions')).OwnerActions }));
const ProjectDonations = lazy(async () => ({ default: (await import('@/features/donations/components/ProjectDonations')).ProjectDonations }));
const ProjectUpdates = lazy(async () => ({ default: (await import('@/features/updates/components/ProjectUpdates')).ProjectUpdates }));
const ProjectComments = lazy(async () => ({ default: (await import('@/features/comments/components/ProjectComments')).ProjectComments }));

/** The project could not be shown: not found, or the call failed (with why). */
function ProjectMissing({ error }: { error: unknown }) {
  const { t } = useTranslation('projects');
  const notFound = isApiError(error) && error.status === 404;
  return (
    <div className="mp-container mp-project-missing">
      <div className="mp-project-missing-icon">
        <Icon path={PROJECT_ICONS.searchOff} size={56} />
      </div>
      <h1 className="mp-h1" style={{ marginBlockEnd: 16 }}>
        {notFound ? t('detail.notFound') : t('detail.error')}
      </h1>
      {!notFound && <ErrorText error={error} />}
      <div style={{ display: 'flex', justifyContent: 'center', marginBlockStart: 32 }}>
        <RouterLink to={paths.projects} className="mp-button mp-button-contained">
          {t('detail.backToList')}
        </RouterLink>
      </div>
    </div>
  );
}

/** Why the call failed (the errors namespace loads with it, only when a page fails). */
function ErrorText({ error }: { error: unknown }) {
  const messages = useErrorMessages();
  return (
    <p className="mp-p mp-muted" style={{ marginBlockEnd: 8 }}>
      {messages.apiError(error)}
    </p>
  );
}

/**
 * /projects/:id: the whole project, its donations, voting state, sharing and owner actions. The
 * page and what it reads are plain React and CSS (project.css); the kit's interactive parts
 * (React Aria) load after it for the donations, updates, comments, review banner and owner actions.
 */
export function ProjectPage() {
  const { t } = useTranslation(['projects', 'common']);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { identities, current } = useIdentities();
  const causeLabel = useCauseLabel();
  const { data: project, error, isPending } = useProject(id);
  const queryClient = useQueryClient();
  const cover = useRef<HTMLImageElement>(null);
  const shown = useMainShown(cover, project !== undefined);
  useDocumentTitle(project?.title ?? t('detail.pageTitle'));

  if (isPending) return <LoadingOverlay open />;
  if (error || !project) return <ProjectMissing error={error} />;

  const isMember = identities.some((identity) => identity.id === project.identity.id);
  const shareUrl = `${window.location.origin}${paths.project(project.id)}`;
  /** A part below the fold: its room is kept until the main content is shown, then it loads. */
  const below = (room: ReactNode, part: ReactNode) => (shown ? <Suspense fallback={room}>{part}</Suspense> : room);
  const afterDelete = () =>
    void navigate(current ? paths.dashboard(current.id) : paths.projects, { replace: true, state: flash({ kind: 'projectDeleted', title: project.title }) });

  return (
    <div className="mp-container mp-project-page">
      <Breadcrumbs
        label={t('list.breadcrumbs')}
        crumbs={[
          { label: t('list.explore'), to: paths.projects },
          { label: t('list.roundNumber', { number: project.round.number }), to: `${paths.projects}?round_id=${project.round.id}` },
          { label: t('detail.breadcrumb') },
        ]}
      />

      {isMember && isReviewStatus(project.status) && (
        <Suspense fallback={<div className="mp-reserve-banner" />}>
          <ProjectReviewBanner
            projectId={project.id}
            status={project.status}
            isMember={isMember}
            onResubmitted={() => void queryClient.invalidateQueries({ queryKey: projectKeys.detail(project.id) })}
          />
        </Suspense>
      )}
      <div className="mp-project-layout">
        <div className="mp-project-main">
          {project.cover?.url && <CoverImage media={project.cover} sizes={PAGE_COVER_SIZES} priority className="mp-project-page-cover" imageRef={cover} />}
          <div className="mp-project-page-chips">
            <span className="mp-chip mp-chip-tint">{causeLabel(project.social_cause)}</span>
            {project.status !== 'ACTIVE' && project.status !== 'EXPIRE' && <span className="mp-chip mp-chip-warning">{t(`status.${project.status}`)}</span>}
          </div>
          <h1 dir="auto" className="mp-h1 mp-project-page-title">
            {project.title}
          </h1>
          <p className="mp-p mp-muted mp-project-by">{t('card.by', { organization: project.identity.meta.name || project.identity.meta.shortname })}</p>
          <MainShownContext value={shown}>
            <ProjectSections project={project} />
          </MainShownContext>
        </div>
        <aside aria-label={t('detail.sidebar')} className="mp-project-aside">
          <div className="mp-card">
            <div className="mp-card-content mp-stack-25">
              <FundingProgress raised={raisedUsd(project.total_donations)} target={project.total_requested_amount} />
              <p className="mp-body2 mp-muted" data-testid="project-votes">
                {t('detail.votes', { count: project.total_votes })}
              </p>
              <VotingPanel project={project} />
              {project.status === 'ACTIVE' && votingStatus(project.round) === 'DURING' && <AddToCartButton projectId={project.id} title={project.title} />}
              {isMember && (
                <Suspense fallback={<div className="mp-reserve-button" />}>
                  <OwnerActions project={project} onDeleted={afterDelete} />
                </Suspense>
              )}
              <ShareButtons url={shareUrl} title={project.title} />
            </div>
          </div>
          <div className="mp-card">
            <div className="mp-card-content">
              <h2 className="mp-h2 mp-card-title">{t('detail.about')}</h2>
              <ProjectFacts project={project} />
            </div>
          </div>
          {below(<div className="mp-card mp-reserve-card" />, <ProjectDonations projectId={project.id} totals={project.total_donations} />)}
        </aside>
        <div className="mp-project-main">{below(null, <ProjectUpdates projectId={project.id} />)}</div>
        <div className="mp-project-main">{below(<div className="mp-reserve-comments" />, <ProjectComments projectId={project.id} />)}</div>
      </div>
      <ProjectActionBar project={project} />
    </div>
  );
}
