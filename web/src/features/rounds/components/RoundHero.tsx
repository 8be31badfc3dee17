import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCount, formatUsd } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Round } from '../api/types';
import { roundProgress } from '../utils/roundProgress';
import { DaysLeft } from './DaysLeft';
import { HeroBand } from './HeroBand';

/** The current round at a glance: number, name, phase, days left and the matching pool. */
export function RoundHero({ round, now }: { round: Round; now?: Date }) {
  const { t, i18n } = useTranslation('home');
  const progress = roundProgress(round, now);
  return (
    <HeroBand>
      <div className="mp-container">
        <div className="mp-hero-grid">
          <div>
            <div className="mp-hero-kicker">
              <p className="mp-overline" data-testid="round-number">
                {t('round.number', { number: formatCount(round.number, i18n.language) })}
              </p>
              <span className="mp-chip mp-hero-chip">{t(`round.phase.${progress.kind}`)}</span>
            </div>
            <h1 className="mp-h1 mp-hero-title">
              <bdi>{round.name}</bdi>
            </h1>
            {round.description && (
              <p className="mp-p mp-hero-text" style={{ marginBlockEnd: 24 }}>
                <bdi>{round.description}</bdi>
              </p>
            )}
            <DaysLeft progress={progress} />
            <div className="mp-hero-links">
              {round.phase === 'voting' && (
                <RouterLink
                  to={`${paths.projects}?round_id=${encodeURIComponent(round.id)}`}
                  data-testid="round-vote-link"
                  className="mp-button mp-button-contained mp-hero-results"
                >
                  {t('round.voteNow')}
                </RouterLink>
              )}
              {round.phase === 'results' && (
                <RouterLink to={paths.roundResults(round.id)} data-testid="round-results-link" className="mp-button mp-button-contained mp-hero-results">
                  {t('round.seeResults')}
                </RouterLink>
              )}
              <RouterLink to={paths.howMatchingWorks} className="mp-hero-link">
                {t('round.howMatchingWorks')}
              </RouterLink>
            </div>
          </div>
          <div>
            <div className="mp-pool">
              <p className="mp-overline mp-muted">{t('round.matchingPool')}</p>
              <p className="mp-p mp-pool-amount" data-testid="round-pool">
                <bdi>{formatUsd(round.pool_amount, i18n.language)}</bdi>
              </p>
            </div>
          </div>
        </div>
      </div>
    </HeroBand>
  );
}
