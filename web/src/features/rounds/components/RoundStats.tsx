import { useTranslation } from 'react-i18next';
import { formatCount, formatUsd } from '@/lib/format';
import type { Round } from '../api/types';

/** The round's projects, votes cast and money given so far, under a heading that names the round. */
export function RoundStats({ round }: { round: Round }) {
  const { t, i18n } = useTranslation('home');
  const stats = [
    { label: t('round.projects'), value: formatCount(round.total_projects, i18n.language) },
    { label: t('round.votes'), value: formatCount(round.total_votes, i18n.language) },
    { label: t('round.donations'), value: formatUsd(round.total_donations, i18n.language) },
  ];
  return (
    <section aria-labelledby="round-stats-title" className="mp-card mp-round-card">
      <h2 id="round-stats-title" className="mp-h2" style={{ marginBlockEnd: 16 }}>
        {t('round.stats', { number: formatCount(round.number, i18n.language) })}
      </h2>
      <dl className="mp-stats">
        {stats.map((stat) => (
          <div key={stat.label} className="mp-stat">
            <dt className="mp-muted">{stat.label}</dt>
            <dd className="mp-stat-value">
              <bdi>{stat.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
