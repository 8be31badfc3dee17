import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Icon } from '@/components/Icon';
import { Alert } from '@/components/ui/Alert';
import { PROJECT_ICONS } from '@/components/projectIcons';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { votingStatus } from '@/lib/rounds/voting';
import type { Project } from '../api/types';
import '@/styles/project.css';

/** The vote page with "Vote with a donation" (or, after voting, the donation) chosen. */
const donatePath = (id: string) => `${paths.vote(id)}?give=donate`;

/** Spec §4 voting per project: not started (with the date), open (Vote), already voted, ended. */
export function VotingPanel({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  if (project.status !== 'ACTIVE') return null;
  const status = votingStatus(project.round);
  return (
    <div className="mp-stack-15" data-testid="voting-state">
      {status === 'BEFORE' && <Alert severity="info">{t('voting.notStarted', { date: isolateLtr(formatUtcDateTime(project.round.voting_start_at)) })}</Alert>}
      {status === 'DURING' && project.user_voted && <Alert severity="success">{t('voting.alreadyVoted')}</Alert>}
      {status === 'DURING' && !project.user_voted && <Alert severity="info">{t('voting.open')}</Alert>}
      {status === 'AFTER' && <Alert severity="info">{t('voting.ended')}</Alert>}
      {status === 'DURING' && !project.user_voted && (
        <RouterLink to={paths.vote(project.id)} className="mp-button mp-button-contained mp-button-large">
          <Icon path={PROJECT_ICONS.howToVote} />
          {t('voting.vote')}
        </RouterLink>
      )}
      <RouterLink to={donatePath(project.id)} className="mp-button mp-button-outlined mp-button-large">
        <Icon path={PROJECT_ICONS.volunteer} />
        {t('voting.donate')}
      </RouterLink>
    </div>
  );
}

/**
 * On a phone the panel above sits below the whole story: this bar keeps Vote and Donate on screen
 * at the bottom of the page (hidden from 900 px, where the panel is beside the story).
 */
export function ProjectActionBar({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  if (project.status !== 'ACTIVE') return null;
  const canVote = votingStatus(project.round) === 'DURING' && !project.user_voted;
  return (
    <div className="mp-project-action-bar" data-testid="project-action-bar">
      {canVote && (
        <RouterLink to={paths.vote(project.id)} className="mp-button mp-button-contained mp-button-large">
          <Icon path={PROJECT_ICONS.howToVote} />
          {t('voting.vote')}
        </RouterLink>
      )}
      <RouterLink to={donatePath(project.id)} className={`mp-button mp-button-large ${canVote ? 'mp-button-outlined' : 'mp-button-contained'}`}>
        <Icon path={PROJECT_ICONS.volunteer} />
        {t('voting.donate')}
      </RouterLink>
    </div>
  );
}
