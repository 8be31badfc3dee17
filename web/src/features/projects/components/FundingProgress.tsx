import { useTranslation } from 'react-i18next';
import { formatUsd } from '@/lib/format';
import { progressPercent } from '../utils/project';
import '@/styles/pages.css';

/** "$1,200 raised of $5,000" with a progress bar. */
export function FundingProgress({ raised, target }: { raised: number; target: number }) {
  const { t, i18n } = useTranslation('projects');
  const percent = progressPercent(raised, target);
  const raisedText = formatUsd(raised, i18n.language);
  const targetText = formatUsd(target, i18n.language);
  return (
    <div>
      <div className="mp-funding-line">
        <p className="mp-body2" style={{ fontWeight: 700 }} data-testid="project-raised">
          {t('card.raised', { amount: raisedText })}
        </p>
        <p className="mp-body2 mp-muted" data-testid="project-target">
          {t('card.target', { amount: targetText })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-valuenow={Math.round(percent)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t('card.progress', { raised: raisedText, target: targetText })}
        className="mp-progress"
      >
        <div className="mp-progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
