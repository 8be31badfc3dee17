import Building2 from 'lucide-react/icons/building-2';
import User from 'lucide-react/icons/user';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { approxValues, formatThank, ORGANIZATION_THANK, PERSON_THANK, type RewardKind } from '../utils/rewards';
import './referrals.css';

function RewardCard({ kind, icon, title, amount, when }: { kind: RewardKind; icon: ReactNode; title: string; amount: number; when: string }) {
  const { t, i18n } = useTranslation('referrals');
  return (
    <div className="mp-card mp-ref-reward" data-testid={`reward-${kind}`}>
      <div className="mp-ref-reward-icon" aria-hidden="true">
        {icon}
      </div>
      <h3 className="mp-h3 mp-ref-reward-title">{title}</h3>
      <p className="mp-ref-reward-amount">
        <bdi>{formatThank(amount, i18n.language)}</bdi>
      </p>
      <p className="mp-body2 mp-muted mp-ref-reward-approx">{t('rewards.approx', approxValues(kind, i18n.language))}</p>
      <p className="mp-body2">{when}</p>
    </div>
  );
}

/** DESIGN §6: what a person and an organization invited earn, for both sides, once. */
export function RewardsExplainer({ personThank = PERSON_THANK, organizationThank = ORGANIZATION_THANK }: { personThank?: number; organizationThank?: number }) {
  const { t } = useTranslation('referrals');
  return (
    <section aria-labelledby="rewards-title">
      <h2 id="rewards-title" className="mp-h2 mp-ref-section-title">
        {t('rewards.title')}
      </h2>
      <div className="mp-ref-rewards">
        <RewardCard kind="person" icon={<User aria-hidden="true" />} title={t('rewards.personTitle')} amount={personThank} when={t('rewards.personWhen')} />
        <RewardCard
          kind="organization"
          icon={<Building2 aria-hidden="true" />}
          title={t('rewards.organizationTitle')}
          amount={organizationThank}
          when={t('rewards.organizationWhen')}
        />
      </div>
      <p className="mp-body2 mp-muted mp-ref-after">{t('rewards.bothSides')}</p>
    </section>
  );
}
