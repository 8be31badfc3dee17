import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
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

/** A person invited by someone, with no reward yet, is told what earns it for both. */
function InvitedNotice({ thank }: { thank: number }) {
  const { t, i18n } = useTranslation('referrals');
  const account = useMyAccount();
  if (!account.data?.referred_by) return null;
  return (
    <Alert severity="info" data-testid="invited-notice">
      <Typography sx={{ fontWeight: 600 }}>{t('invited.title')}</Typography>
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
      <Stack spacing={3} aria-busy="true" data-testid="refer-loading">
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }
  if (overview.isError || rewards.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void Promise.all([overview.refetch(), rewards.refetch()])}>
            {t('refer.retry')}
          </Button>
        }
      >
        <Typography sx={{ fontWeight: 600 }}>{t('refer.loadError')}</Typography>
        {messages.apiError(overview.error ?? rewards.error)}
      </Alert>
    );
  }

  const { link, referred, person_reward_thank: personThank, organization_reward_thank: organizationThank } = overview.data;
  const ledger = rewards.data.results;
  return (
    <Stack spacing={4}>
      <ReferralLinkCard link={link} name={identityName(identity)} />
      {identity.type === 'users' && ledger.length === 0 && <InvitedNotice thank={personThank} />}
      <ThankTotalsCard totals={thankTotals(ledger)} />
      <ReferredList referred={referred} />
      <RewardLedger rewards={ledger} referred={referred} />
      <RewardsExplainer personThank={personThank} organizationThank={organizationThank} />
    </Stack>
  );
}
