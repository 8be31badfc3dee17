import Building2 from 'lucide-react/icons/building-2';
import Circle from 'lucide-react/icons/circle';
import CircleCheck from 'lucide-react/icons/circle-check';
import User from 'lucide-react/icons/user';
import { useTranslation } from 'react-i18next';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import type { Referred, RewardStatus } from '../api/types';
import { formatThank } from '../utils/rewards';
import './referrals.css';

const STATUS_CLASS: Record<RewardStatus, string> = { in_progress: 'mp-chip-default', earned: 'mp-chip-success', paid: 'mp-ref-chip-primary' };

function Step({ done, label }: { done: boolean; label: string }) {
  return (
    <li className="mp-ref-step">
      {done ? <CircleCheck className="mp-ref-step-done" size={20} aria-hidden="true" /> : <Circle className="mp-ref-step-todo" size={20} aria-hidden="true" />}
      <span className="mp-body2">{label}</span>
    </li>
  );
}

function ReferredItem({ referred }: { referred: Referred }) {
  const { t, i18n } = useTranslation('referrals');
  const isPerson = referred.type === 'users';
  const voted = isPerson ? (referred.voted ? t('referred.voted') : t('referred.notVoted')) : referred.voted ? t('referred.founderVoted') : t('referred.founderNotVoted');
  const verified = isPerson ? (referred.verified ? t('referred.kycDone') : t('referred.kycNotDone')) : referred.verified ? t('referred.kybDone') : t('referred.kybNotDone');
  return (
    <li className="mp-ref-item" data-testid="referred-item">
      <div className="mp-ref-row mp-ref-who">
        <span className="mp-ref-icon" aria-hidden="true">
          {isPerson ? <User aria-hidden="true" /> : <Building2 aria-hidden="true" />}
        </span>
        <div className="mp-ref-who-text">
          <h3 className="mp-ref-name" dir="auto">
            {referred.name}
          </h3>
          <p className="mp-body2 mp-muted">
            {isPerson ? t('referred.person') : t('referred.organization')}
            {' · '}
            {t('referred.joined', { date: isolateLtr(formatUtcDateTime(referred.joined_at)) })}
          </p>
        </div>
      </div>
      <ul aria-label={t('referred.progress')} className="mp-ref-steps">
        <Step done={referred.voted} label={voted} />
        <Step done={referred.verified} label={verified} />
      </ul>
      <div className="mp-ref-status">
        <span className={`mp-chip ${STATUS_CLASS[referred.reward_status]}`} data-testid="referred-status">
          {t(`referred.status.${referred.reward_status}`)}
        </span>
        <p className="mp-body2 mp-muted">{t('referred.reward', { amount: formatThank(referred.thank, i18n.language) })}</p>
      </div>
    </li>
  );
}

/** The people and organizations the identity invited, each with its progress and reward status. */
export function ReferredList({ referred }: { referred: Referred[] }) {
  const { t } = useTranslation('referrals');
  return (
    <section aria-labelledby="referred-title">
      <h2 id="referred-title" className="mp-h2 mp-ref-section-title">
        {t('referred.title')}
      </h2>
      {referred.length === 0 ? (
        <p className="mp-p mp-muted" data-testid="referred-empty">
          {t('referred.empty')}
        </p>
      ) : (
        <ul className="mp-ref-list" data-testid="referred-list">
          {referred.map((item) => (
            <ReferredItem key={item.identity_id} referred={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
