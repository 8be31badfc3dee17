import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/classNames';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import type { Referred, Reward } from '../api/types';
import { formatThank } from '../utils/rewards';
import './referrals.css';

/** Each THANK reward of the identity, once: why it was earned, when, and whether it is paid. */
export function RewardLedger({ rewards, referred }: { rewards: Reward[]; referred: Referred[] }) {
  const { t, i18n } = useTranslation('referrals');
  const names = new Map(referred.map((item) => [item.identity_id, item.name]));
  const reason = (reward: Reward) => {
    if (reward.side === 'referee') return t('ledger.forJoining');
    const name = names.get(reward.referee_id);
    return name ? t('ledger.forReferring', { name }) : t('ledger.forReferringSomeone');
  };
  return (
    <section aria-labelledby="ledger-title">
      <h2 id="ledger-title" className="mp-h2 mp-ref-section-title">
        {t('ledger.title')}
      </h2>
      {rewards.length === 0 ? (
        <p className="mp-p mp-muted">{t('ledger.empty')}</p>
      ) : (
        <ul className="mp-ref-list mp-ref-list-tight" data-testid="reward-ledger">
          {rewards.map((reward) => (
            <li key={reward.id} className="mp-ref-item mp-ref-item-between" data-testid="reward-item">
              <div>
                <p className="mp-p mp-strong" dir="auto">
                  {reason(reward)}
                </p>
                <p className="mp-body2 mp-muted">
                  {reward.status === 'paid' && reward.paid_at
                    ? t('ledger.paidOn', { date: isolateLtr(formatUtcDateTime(reward.paid_at)) })
                    : t('ledger.earnedOn', { date: isolateLtr(formatUtcDateTime(reward.created_at)) })}
                </p>
              </div>
              <div className="mp-ref-row">
                <p className="mp-ref-amount">
                  <bdi>{formatThank(reward.thank, i18n.language)}</bdi>
                </p>
                <span className={cx('mp-chip', reward.status === 'paid' ? 'mp-ref-chip-primary' : 'mp-chip-success')}>{t(`referred.status.${reward.status}`)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
