import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { identityName, type Identity } from '@/lib/auth/identities';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useMyAccount } from '../api/getMyAccount';
import { useMyRewards } from '../api/getMyRewards';
import { useReferralOverview } from '../api/getReferralOverview';
import { formatThank } from '../utils/rewards';
import { thankTotals } from '../utils/totals';
import { ReferralLinkCard } from './ReferralLinkCard';
import { ReferredList } from './ReferredList';
import { RewardLedger } from './RewardLedger';
import { RewardsExplainer } from './RewardsExplainer';
import { ThankTotalsCard } from './ThankTotalsCard';
import './referrals.css';

/** A person invited by someone, with no reward yet, is told what earns it for both. */
function InvitedNotice({ thank }: { thank: number }) {
  const { t, i18n } = useTranslation('referrals');
  const account = useMyAccount();
  if (!account.data?.referred_by) return null;
  return (
    <Alert severity="info" title={t('invited.title')} data-testid="invited-notice">
      {t('invited.text', { amount: formatThank(thank, i18n.language) })}
    </Alert>
  );
}

/** /refer: the identity's link with copy and share, the rewards, its THANK and whom it invited. */
export function ReferPanel({ identity }: { identity: Identity }) {
  const { t } = useTranslation('referrals');
  const messages = useErrorMessages();
  const overview = useReferralOverview(identity.id);
  const rewards = useMyRewards(identity.id);

  if (overview.isPending || rewards.isPending) {
    return (
      <div className="mp-ref-stack-3" aria-busy="true" data-testid="refer-loading">
        <Skeleton shape="rect" height={180} />
        <Skeleton shape="rect" height={120} />
        <Skeleton shape="rect" height={160} />
      </div>
    );
  }
  if (overview.isError || rewards.isError) {
    return (
      <Alert
        severity="error"
        title={t('refer.loadError')}
        action={
          <Button tone="inherit" size="small" onPress={() => void Promise.all([overview.refetch(), rewards.refetch()])}>
            {t('refer.retry')}
          </Button>
        }
      >
        {messages.apiError(overview.error ?? rewards.error)}
      </Alert>
    );
  }

  const { link, referred, person_reward_thank: personThank, organization_reward_thank: organizationThank } = overview.data;
  const ledger = rewards.data.results;
  return (
    <div className="mp-ref-stack">
      <ReferralLinkCard link={link} name={identityName(identity)} />
      {identity.type === 'users' && ledger.length === 0 && <InvitedNotice thank={personThank} />}
      <ThankTotalsCard totals={thankTotals(ledger)} />
      <ReferredList referred={referred} />
      <RewardLedger rewards={ledger} referred={referred} />
      <RewardsExplainer personThank={personThank} organizationThank={organizationThank} />
    </div>
  );
}
