import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { HOME_ICONS, type HomeIcon } from '@/components/homeIcons';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import type { RoundProgress } from '../utils/roundProgress';

const utc = (iso: string) => isolateLtr(formatUtcDateTime(iso));

function ProgressText({ progress }: { progress: RoundProgress }) {
  const { t } = useTranslation('home');
  switch (progress.kind) {
    case 'submission':
      return <>{t('round.daysLeftToSubmit', { count: progress.daysLeft })}</>;
    case 'voting':
      return <>{t('round.daysLeftToVote', { count: progress.daysLeft })}</>;
    case 'upcoming':
      return <>{t('round.submissionsOpenOn', { date: utc(progress.opensAt) })}</>;
    case 'review':
      return <>{t('round.votingOpensOn', { date: utc(progress.votingStartsAt) })}</>;
    case 'tallying':
      return <>{t('round.resultsOn', { date: utc(progress.resultsAt) })}</>;
    case 'results':
      return <>{t('round.resultsPublished')}</>;
  }
}

const ICONS: Record<RoundProgress['kind'], HomeIcon> = {
  upcoming: 'eventAvailable',
  submission: 'hourglass',
  review: 'eventAvailable',
  voting: 'howToVote',
  tallying: 'hourglass',
  results: 'eventAvailable',
};

/** "12 days left to vote", or what comes next when nothing is open. */
export function DaysLeft({ progress }: { progress: RoundProgress }) {
  return (
    <div data-testid="round-days-left" className="mp-days-left">
      <Icon path={HOME_ICONS[ICONS[progress.kind]]} />
      <p className="mp-p" style={{ fontWeight: 600 }}>
        <ProgressText progress={progress} />
      </p>
    </div>
  );
}
