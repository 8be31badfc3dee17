import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Icon } from '@/components/Icon';
import { PAGE_ICONS } from '@/components/pageIcons';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Round } from '@/lib/rounds/types';
import { projectListQueryOptions } from '../api/listProjects';
import type { ProjectPreview } from '../api/types';
import { FeaturedPlaceholder } from './FeaturedPlaceholder';
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
  const { data, isPending } = useQuery(projectListQueryOptions({ page: 1, roundId: round.id }));
  if (isPending) return <FeaturedPlaceholder />;
  const featured = pickFeatured(data?.results ?? []);
  if (featured.length === 0) return null;
  const phase: FeaturedPhase = round.phase === 'voting' || round.phase === 'results' ? round.phase : 'submission';
  const number = formatCount(round.number, i18n.language);

  return (
    <section aria-labelledby="featured-title" data-testid="featured-projects">
      <div className="mp-featured-head">
        <h2 id="featured-title" className="mp-h2">
          {t(`featured.title.${phase}`, { number })}
        </h2>
        <RouterLink to={`${paths.projects}?round_id=${encodeURIComponent(round.id)}`} className="mp-button" style={{ flexShrink: 0 }}>
          {t('featured.seeAll', { count: data?.total ?? featured.length })}
          <Icon path={PAGE_ICONS.arrowForward} className="mp-flip-rtl" />
        </RouterLink>
      </div>
      <ul className="mp-grid mp-cards">
        {featured.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </section>
  );
}
