import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
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
import './referrals.css';

const STATE_CLASS: Record<VerificationState, string> = {
  not_verified: 'mp-chip-default',
  pending: 'mp-chip-info',
  verified: 'mp-chip-success',
  rejected: 'mp-chip-error',
};

function Verification({ identity }: { identity: Identity }) {
  const { t } = useTranslation('referrals');
  const status = useVerificationStatus(identity.id);
  const label = identity.type === 'users' ? t('profile.kyc') : t('profile.kyb');
  return (
    <div>
      <h3 className="mp-ref-label">{label}</h3>
      {status.isPending ? (
        <Skeleton width={120} />
      ) : status.isError ? (
        <p className="mp-body2">{t('profile.verificationUnknown')}</p>
      ) : (
        <>
          <span className={`mp-chip ${STATE_CLASS[status.data.status]}`} data-testid="verification-status">
            {t(`profile.state.${status.data.status}`)}
          </span>
          {status.data.status === 'rejected' && status.data.reason && (
            <p className="mp-body2 mp-ref-reason" dir="auto">
              {t('profile.rejectedReason', { reason: status.data.reason })}
            </p>
          )}
        </>
      )}
    </div>
  );
}

function ThankSummary({ identity }: { identity: Identity }) {
  const { t, i18n } = useTranslation('referrals');
  const overview = useReferralOverview(identity.id);
  return (
    <div>
      <h3 className="mp-ref-label">{t('profile.thankTitle')}</h3>
      <div className="mp-ref-baseline">
        <p className="mp-ref-amount" data-testid="profile-thank">
          {overview.isPending ? (
            <Skeleton width={80} className="mp-ref-inline-skeleton" />
          ) : overview.isError ? (
            t('profile.thankUnknown')
          ) : (
            <bdi>{formatThank(overview.data.earned_thank, i18n.language)}</bdi>
          )}
        </p>
        <Link to={paths.refer} className="mp-link">
          {t('profile.thankLink')}
        </Link>
      </div>
    </div>
  );
}

function ImpactSection({ identity, person }: { identity: Identity; person: UserIdentity | undefined }) {
  const { t, i18n } = useTranslation('referrals');
  const messages = useErrorMessages();
  const history = useImpactHistory();
  const isOrganization = identity.type === 'organizations';
  return (
    <section aria-labelledby="impact-title">
      <h2 id="impact-title" className="mp-h2 mp-ref-impact-title">
        {isOrganization ? t('impact.personal') : t('impact.title')}
      </h2>
      {isOrganization && person && <p className="mp-body2 mp-muted mp-ref-impact-note">{t('impact.organizationNote', { name: identityName(person) })}</p>}
      {history.isPending ? (
        <Skeleton shape="rect" height={200} />
      ) : history.isError ? (
        <Alert
          severity="error"
          title={t('impact.loadError')}
          action={
            <Button tone="inherit" size="small" onPress={() => void history.refetch()}>
              {t('profile.retry')}
            </Button>
          }
        >
          {messages.apiError(history.error)}
        </Alert>
      ) : (
        <>
          <p className="mp-ref-impact-total" data-testid="impact-total">
            {t('impact.total', { count: history.data.total, formattedCount: formatCount(history.data.total, i18n.language) })}
          </p>
          <p className="mp-ref-impact-explain">{t('impact.explain')}</p>
          <h3 id="impact-history-title" className="mp-h3 mp-ref-history-title">
            {t('impact.historyTitle')}
          </h3>
          <ImpactHistoryList grants={history.data.results} />
        </>
      )}
    </section>
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
    <div className="mp-ref-stack">
      <section className="mp-card mp-ref-card" aria-labelledby="profile-name">
        <div className="mp-ref-profile">
          {avatar}
          <div className="mp-ref-profile-body">
            <h2 id="profile-name" className="mp-h2 mp-ref-profile-name" dir="auto" data-testid="profile-name">
              {identityName(identity)}
            </h2>
            <p className="mp-ref-profile-type">
              <span data-testid="profile-type">{identity.type === 'users' ? t('profile.individual') : t('profile.organization')}</span>
              {handle && (
                <>
                  {' · '}
                  <bdi>@{handle}</bdi>
                </>
              )}
            </p>
            <div className="mp-ref-profile-grid">
              <Verification identity={identity} />
              <ThankSummary identity={identity} />
            </div>
          </div>
        </div>
      </section>
      <ImpactSection identity={identity} person={person} />
    </div>
  );
}
