import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import type { ProjectPreview } from '../api/types';
import { useCauseLabel } from '../hooks/useLabels';
import { raisedUsd } from '../utils/project';
import { CARD_COVER_SIZES, CoverImage } from './CoverImage';
import { FundingProgress } from './FundingProgress';

/** One project in a list: cover, cause, title, organization, raised against the target. */
export function ProjectCard({ project, showStatus = false, coverPriority = false }: { project: ProjectPreview; showStatus?: boolean; coverPriority?: boolean }) {
  const { t } = useTranslation('projects');
  const causeLabel = useCauseLabel();
  const organization = project.identity.meta.name || project.identity.meta.shortname;
  return (
    <Card component="article" aria-labelledby={`project-${project.id}-title`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={paths.project(project.id)} sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'rgba(0, 74, 70, 0.08)', overflow: 'hidden' }}>
          {project.cover?.url && (
            <CoverImage media={project.cover} sizes={CARD_COVER_SIZES} priority={coverPriority} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          )}
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip label={causeLabel(project.social_cause)} size="small" sx={{ bgcolor: 'rgba(0, 74, 70, 0.08)', color: 'primary.dark', fontWeight: 600 }} />
            {showStatus && project.status !== 'ACTIVE' && project.status !== 'EXPIRE' && (
              <Chip label={t(`status.${project.status}`)} size="small" color="warning" variant="outlined" />
            )}
          </Box>
          <Typography id={`project-${project.id}-title`} variant="h3" component="h2" dir="auto" sx={{ fontSize: '1.125rem', textAlign: 'start' }}>
            {project.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('card.by', { organization })}
          </Typography>
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <FundingProgress raised={raisedUsd(project.total_donations)} target={project.total_requested_amount} />
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
