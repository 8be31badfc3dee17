import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { paths } from '@/lib/paths';
import { roundLabel } from '../utils/roundLabel';
import type { Project } from '../api/types';
import { useCauseLabel, useTrackLabel } from '../hooks/useLabels';
import { locationOf } from '../utils/project';
import '@/styles/project.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="mp-body2 mp-muted">{label}</dt>
      <dd className="mp-body2">{children}</dd>
    </>
  );
}

/** A link that opens in a new tab safely and says so to screen readers (ExternalLink, without MUI). */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="mp-link">
      {children}
      <span className="mp-visually-hidden"> {t('newTab')}</span>
    </a>
  );
}

/** The organization, by its logo and name, linking to its public page. */
function Organization({ project }: { project: Project }) {
  const { name, shortname, logo } = project.identity.meta;
  const label = name || shortname;
  if (!shortname) return <>{label}</>;
  return (
    <RouterLink to={paths.organization(shortname)} className="mp-link mp-facts-org">
      <Avatar name={label} src={logo?.url} shape="square" letters={1} size={24} />
      <bdi>{label}</bdi>
    </RouterLink>
  );
}

/** Created by, round, social cause, website, location (or Worldwide) and track. */
export function ProjectFacts({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const causeLabel = useCauseLabel();
  const trackLabel = useTrackLabel();
  return (
    <dl className="mp-facts">
      <Fact label={t('detail.createdBy')}>
        <Organization project={project} />
      </Fact>
      <Fact label={t('detail.round')}>{roundLabel(t, project.round)}</Fact>
      <Fact label={t('detail.socialCause')}>{causeLabel(project.social_cause)}</Fact>
      <Fact label={t('detail.track')}>{trackLabel(project.category)}</Fact>
      <Fact label={t('detail.location')}>{locationOf(project) ?? t('detail.worldwide')}</Fact>
      {project.website && (
        <Fact label={t('detail.website')}>
          <NewTabLink href={project.website}>
            <bdi>{project.website.replace(/^https?:\/\//, '')}</bdi>
          </NewTabLink>
        </Fact>
      )}
      {project.linkedin && (
        <Fact label={t('detail.linkedin')}>
          <NewTabLink href={project.linkedin}>{t('detail.linkedinLink')}</NewTabLink>
        </Fact>
      )}
    </dl>
  );
}
