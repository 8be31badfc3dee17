import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import type { ProjectPreview } from '../api/types';
import { useCauseLabel } from '../hooks/useLabels';
import { raisedUsd } from '../utils/project';
import { CARD_COVER_SIZES } from '../utils/cover';
import { CoverImage } from './CoverImage';
import { FundingProgress } from './FundingProgress';
import '@/styles/pages.css';

interface ProjectCardProps {
  project: ProjectPreview;
  showStatus?: boolean;
  /** The first cover of the list: fetched at once and before other images. */
  coverPriority?: boolean;
  /** The cover's `<img>` (a list loads its other covers once its first one is shown). */
  coverRef?: Ref<HTMLImageElement>;
  /** The cover waits (its tinted frame keeps its room): the list's first cover is not shown yet. */
  coverWaits?: boolean;
}

/** One project in a list: cover, cause, title, organization, raised against the target. */
export function ProjectCard({ project, showStatus = false, coverPriority = false, coverRef, coverWaits = false }: ProjectCardProps) {
  const { t } = useTranslation('projects');
  const causeLabel = useCauseLabel();
  const organization = project.identity.meta.name || project.identity.meta.shortname;
  return (
    <article aria-labelledby={`project-${project.id}-title`} className="mp-card mp-project-card">
      <RouterLink to={paths.project(project.id)} className="mp-project-link">
        <div className="mp-project-cover">
          {project.cover?.url && !coverWaits && <CoverImage media={project.cover} sizes={CARD_COVER_SIZES} priority={coverPriority} imageRef={coverRef} />}
        </div>
        <div className="mp-project-body">
          <div className="mp-project-chips">
            <span className="mp-chip mp-chip-tint">{causeLabel(project.social_cause)}</span>
            {showStatus && project.status !== 'ACTIVE' && project.status !== 'EXPIRE' && (
              <span className="mp-chip mp-chip-warning">{t(`status.${project.status}`)}</span>
            )}
          </div>
          <h2 id={`project-${project.id}-title`} dir="auto" className="mp-h3 mp-project-title">
            {project.title}
          </h2>
          <p className="mp-body2 mp-muted">{t('card.by', { organization })}</p>
          <div className="mp-project-funding">
            <FundingProgress raised={raisedUsd(project.total_donations)} target={project.total_requested_amount} />
          </div>
        </div>
      </RouterLink>
    </article>
  );
}
