import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { roundLabel } from '../utils/roundLabel';
import { ExternalLink } from '@/components/ExternalLink';
import type { Project } from '../api/types';
import { useCauseLabel, useTrackLabel } from '../hooks/useLabels';
import { locationOf } from '../utils/project';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Created by, round, social cause, website, location (or Worldwide) and track. */
export function ProjectFacts({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const causeLabel = useCauseLabel();
  const trackLabel = useTrackLabel();
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.25, m: 0 }}>
      <Fact label={t('detail.createdBy')}>{project.identity.meta.name || project.identity.meta.shortname}</Fact>
      <Fact label={t('detail.round')}>{roundLabel(t, project.round)}</Fact>
      <Fact label={t('detail.socialCause')}>{causeLabel(project.social_cause)}</Fact>
      <Fact label={t('detail.track')}>{trackLabel(project.category)}</Fact>
      <Fact label={t('detail.location')}>{locationOf(project) ?? t('detail.worldwide')}</Fact>
      {project.website && (
        <Fact label={t('detail.website')}>
          <ExternalLink href={project.website}>
            <bdi>{project.website.replace(/^https?:\/\//, '')}</bdi>
          </ExternalLink>
        </Fact>
      )}
      {project.linkedin && (
        <Fact label={t('detail.linkedin')}>
          <ExternalLink href={project.linkedin}>{t('detail.linkedinLink')}</ExternalLink>
        </Fact>
      )}
    </Box>
  );
}
