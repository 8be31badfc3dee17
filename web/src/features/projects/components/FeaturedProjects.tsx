import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Round } from '@/lib/rounds/types';
import { projectListQueryOptions } from '../api/listProjects';
import type { ProjectPreview } from '../api/types';
import { ProjectCard } from './ProjectCard';

const FEATURED = 3;

/** Projects with a cover first (they show best on the first page), keeping the server's order otherwise. */
function pickFeatured(projects: ProjectPreview[]): ProjectPreview[] {
  const withCover = projects.filter((project) => project.cover?.url);
  const without = projects.filter((project) => !project.cover?.url);
  return [...withCover, ...without].slice(0, FEATURED);
}

type FeaturedPhase = 'voting' | 'submission' | 'results';

/**
 * A few projects of the round that matters now, with their covers, and a way to see them all.
 * It reads the first page /projects shows for the round, so opening the list after it is instant.
 */
export function FeaturedProjects({ round }: { round: Round }) {
  const { t, i18n } = useTranslation('projects');
  const { data } = useQuery(projectListQueryOptions({ page: 1, roundId: round.id }));
  const featured = pickFeatured(data?.results ?? []);
  if (featured.length === 0) return null;
  const phase: FeaturedPhase = round.phase === 'voting' || round.phase === 'results' ? round.phase : 'submission';
  const number = formatCount(round.number, i18n.language);

  return (
    <Box component="section" aria-labelledby="featured-title" data-testid="featured-projects">
      <Box sx={{ display: 'flex', alignItems: { sm: 'flex-end' }, justifyContent: 'space-between', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mb: 3 }}>
        <Typography id="featured-title" variant="h2">
          {t(`featured.title.${phase}`, { number })}
        </Typography>
        <Button
          component={RouterLink}
          to={`${paths.projects}?round_id=${encodeURIComponent(round.id)}`}
          endIcon={<ArrowForwardIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          sx={{ flexShrink: 0 }}
        >
          {t('featured.seeAll', { count: data?.total ?? featured.length })}
        </Button>
      </Box>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {featured.map((project) => (
          <Grid key={project.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <ProjectCard project={project} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
