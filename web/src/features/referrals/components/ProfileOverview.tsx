import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { identityName, type Identity, type UserIdentity } from '@/lib/auth/identities';
import { formatCount } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useImpactHistory } from '../api/getImpactHistory';
import { useReferralOverview } from '../api/getReferralOverview';
import { useVerificationStatus } from '../api/getVerificationStatus';
import type { VerificationState } from '../api/types';
import { formatThank } from '../utils/rewards';
import { ImpactHistoryList } from './ImpactHistoryList';

const STATE_COLOR: Record<VerificationState, ChipProps['color']> = {
  not_verified: 'default',
  pending: 'info',
  verified: 'success',
  rejected: 'error',
};

function Verification({ identity }: { identity: Identity }) {
  const { t } = useTranslation('referrals');
  const status = useVerificationStatus(identity.id);
  const label = identity.type === 'users' ? t('profile.kyc') : t('profile.kyb');
  return (
    <Box>
      <Typography component="h3" variant="body2" color="text.secondary">
        {label}
      </Typography>
      {status.isPending ? (
        <Skeleton width={120} />
      ) : status.isError ? (
        <Typography variant="body2">{t('profile.verificationUnknown')}</Typography>
      ) : (
        <>
          <Chip size="small" label={t(`profile.state.${status.data.status}`)} color={STATE_COLOR[status.data.status]} data-testid="verification-status" />
          {status.data.status === 'rejected' && status.data.reason && (
            <Typography variant="body2" sx={{ mt: 0.5 }} dir="auto">
              {t('profile.rejectedReason', { reason: status.data.reason })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

function ThankSummary({ identity }: { identity: Identity }) {
  const { t, i18n } = useTranslation('referrals');
  const overview = useReferralOverview(identity.id);
  return (
    <Box>
      <Typography component="h3" variant="body2" color="text.secondary">
        {t('profile.thankTitle')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="profile-thank">
          {overview.isPending ? <Skeleton width={80} /> : overview.isError ? t('profile.thankUnknown') : <bdi>{formatThank(overview.data.earned_thank, i18n.language)}</bdi>}
        </Typography>
        <Link component={RouterLink} to={paths.refer}>
          {t('profile.thankLink')}
        </Link>
      </Box>
    </Box>
  );
}

function ImpactSection({ identity, person }: { identity: Identity; person: UserIdentity | undefined }) {
  const { t, i18n } = useTranslation('referrals');
  const messages = useErrorMessages();
  const history = useImpactHistory();
  const isOrganization = identity.type === 'organizations';
  return (
    <Box component="section" aria-labelledby="impact-title">
      <Typography id="impact-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {isOrganization ? t('impact.personal') : t('impact.title')}
      </Typography>
      {isOrganization && person && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('impact.organizationNote', { name: identityName(person) })}
        </Typography>
      )}
      {history.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : history.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void history.refetch()}>
              {t('profile.retry')}
            </Button>
          }
        >
          <Typography sx={{ fontWeight: 600 }}>{t('impact.loadError')}</Typography>
          {messages.apiError(history.error)}
        </Alert>
      ) : (
        <>
          <Typography sx={{ fontSize: '2rem', fontWeight: 700, color: 'primary.main' }} data-testid="impact-total">
            {t('impact.total', { count: history.data.total, formattedCount: formatCount(history.data.total, i18n.language) })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '65ch' }}>
            {t('impact.explain')}
          </Typography>
          <Typography id="impact-history-title" variant="h3" sx={{ fontSize: '1.0625rem', mb: 1.5 }}>
            {t('impact.historyTitle')}
          </Typography>
          <ImpactHistoryList grants={history.data.results} />
        </>
      )}
    </Box>
  );
}

/**
 * /profile: who is acting (name, type, verification), the THANK earned from referrals, and
 * the person's impact points with their history.
 */
export function ProfileOverview({ identity, person, avatar }: { identity: Identity; person: UserIdentity | undefined; avatar: ReactNode }) {
  const { t } = useTranslation('referrals');
  const handle = identity.type === 'users' ? identity.meta.username : identity.meta.shortname;
  return (
    <Stack spacing={4}>
      <Card component="section" aria-labelledby="profile-name">
        <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', gap: 2.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {avatar}
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography id="profile-name" variant="h2" sx={{ fontSize: '1.5rem' }} dir="auto" data-testid="profile-name">
              {identityName(identity)}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              <span data-testid="profile-type">{identity.type === 'users' ? t('profile.individual') : t('profile.organization')}</span>
              {handle && (
                <>
                  {' · '}
                  <bdi>@{handle}</bdi>
                </>
              )}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <Verification identity={identity} />
              <ThankSummary identity={identity} />
            </Box>
          </Box>
        </CardContent>
      </Card>
      <ImpactSection identity={identity} person={person} />
    </Stack>
  );
}
