import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { PROGRESS_ICONS } from '@/components/homeIcons';
import { progressMessage } from '../utils/progressMessage';
import type { RoundProgress } from '../utils/roundProgress';

function ProgressText({ progress }: { progress: RoundProgress }) {
  const { t } = useTranslation('home');
  const { key, values } = progressMessage(progress);
  return <>{t(key, values)}</>;
}

/** "12 days left to vote", or what comes next when nothing is open. */
export function DaysLeft({ progress }: { progress: RoundProgress }) {
  return (
    <div data-testid="round-days-left" className="mp-days-left">
      <Icon path={PROGRESS_ICONS[progress.kind]} />
      <p className="mp-p" style={{ fontWeight: 600 }}>
        <ProgressText progress={progress} />
      </p>
    </div>
  );
}
