import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { HOME_ICONS, type HomeIcon } from '@/components/homeIcons';
import { UtcTime } from '@/components/UtcTime';
import { formatCount } from '@/lib/format';
import type { Round } from '../api/types';
import { resultsDate } from '../utils/roundProgress';

function TimelineItem({ icon, label, testId, children }: { icon: HomeIcon; label: string; testId: string; children: ReactNode }) {
  return (
    <li data-testid={testId} className="mp-timeline-item">
      <span aria-hidden="true" className="mp-timeline-icon">
        <Icon path={HOME_ICONS[icon]} />
      </span>
      <div>
        <h3 className="mp-h4">{label}</h3>
        <p className="mp-p mp-muted mp-timeline-dates">{children}</p>
      </div>
    </li>
  );
}

/** Proposal period, voting period and results date, in UTC. */
export function RoundTimeline({ round }: { round: Round }) {
  const { t, i18n } = useTranslation('home');
  const results = resultsDate(round);
  return (
    <section aria-labelledby="round-timeline-title" className="mp-card mp-round-card">
      <h2 id="round-timeline-title" className="mp-h2" style={{ marginBlockEnd: 8 }}>
        {t('round.timeline', { number: formatCount(round.number, i18n.language) })}
      </h2>
      <ol className="mp-timeline">
        <TimelineItem icon="editNote" label={t('round.proposalPeriod')} testId="round-proposal-period">
          <UtcTime value={round.submission_start_at} />
          <span aria-hidden="true">–</span>
          <UtcTime value={round.submission_end_at} />
        </TimelineItem>
        <TimelineItem icon="howToVote" label={t('round.votingPeriod')} testId="round-voting-period">
          <UtcTime value={round.voting_start_at} />
          <span aria-hidden="true">–</span>
          <UtcTime value={round.voting_end_at} />
        </TimelineItem>
        {results && (
          <TimelineItem icon="campaign" label={t('round.results')} testId="round-results-date">
            <UtcTime value={results} />
          </TimelineItem>
        )}
      </ol>
    </section>
  );
}
