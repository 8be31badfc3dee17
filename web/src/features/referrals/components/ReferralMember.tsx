import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { LinkButton } from '@/components/ui/LinkButton';
import { Skeleton } from '@/components/ui/Skeleton';
import { identityName, type Identity } from '@/lib/auth/identities';
import { paths } from '@/lib/paths';
import type { PendingReferral } from '@/lib/referral';
import { useMyAccount } from '../api/getMyAccount';
import { useReferralOverview } from '../api/getReferralOverview';
import type { MyAccount } from '../api/types';
import { formatThank, PERSON_THANK } from '../utils/rewards';
import './referrals.css';

function MemberCard({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <div className="mp-card mp-ref-card-roomy">
      <h1 className="mp-h1 mp-ref-title mp-ref-landing-title">{title}</h1>
      {children}
      <div className="mp-ref-actions">{actions}</div>
    </div>
  );
}

/** Right after registering with an invitation: was it recorded? (The server ignores unknown codes.) */
function RegistrationOutcome({ referral }: { referral: PendingReferral }) {
  const { t, i18n } = useTranslation('referrals');
  const account = useMyAccount();
  let message: ReactNode;
  if (account.isPending) message = <Skeleton shape="rect" height={72} />;
  else if (account.isError) message = <Alert severity="info">{t('landing.checkFailed')}</Alert>;
  else if (account.data.referred_by)
    message = (
      <Alert severity="success" data-testid="referral-outcome">
        {t('landing.recorded', { amount: formatThank(PERSON_THANK, i18n.language) })}
      </Alert>
    );
  else
    message = (
      <Alert severity="warning" data-testid="referral-outcome">
        {t('landing.notRecorded', { code: referral.value })}
      </Alert>
    );
  return (
    <MemberCard
      title={t('landing.welcomeTitle')}
      actions={
        <>
          <LinkButton to={paths.projects} variant="contained">
            {t('landing.exploreProjects')}
          </LinkButton>
          <LinkButton to={paths.refer} variant="outlined">
            {t('landing.seeRewards')}
          </LinkButton>
        </>
      }
    >
      {message}
    </MemberCard>
  );
}

function isOwnReferral(referral: PendingReferral, account: MyAccount | undefined, actingCode: string | undefined): boolean {
  if (referral.kind === 'username') return account?.username.toLowerCase() === referral.value.toLowerCase();
  return referral.value === account?.referral_code || referral.value === actingCode;
}

/**
 * /referral for someone signed in: the outcome of the registration they just made, or a
 * reminder that invitations are for new members (and that their own link earns nothing).
 */
export function ReferralMember({
  identity,
  referral,
  registeredWith,
}: {
  identity: Identity;
  referral: PendingReferral | undefined;
  registeredWith: PendingReferral | undefined;
}) {
  const { t } = useTranslation('referrals');
  const account = useMyAccount(!registeredWith && referral !== undefined);
  const overview = useReferralOverview(!registeredWith && referral !== undefined ? identity.id : undefined);

  if (registeredWith) return <RegistrationOutcome referral={registeredWith} />;
  if (referral && (account.isLoading || overview.isLoading)) return <Skeleton shape="rect" height={220} />;

  const own = referral !== undefined && isOwnReferral(referral, account.data, overview.data?.code);
  return (
    <MemberCard
      title={own ? t('landing.ownLinkTitle') : t('landing.signedInTitle')}
      actions={
        <>
          <LinkButton to={paths.refer} variant="contained">
            {t('landing.inviteOthers')}
          </LinkButton>
          <LinkButton to={paths.home} variant="outlined">
            {t('landing.goHome')}
          </LinkButton>
        </>
      }
    >
      <p className="mp-p mp-muted" data-testid="referral-member-text">
        {own ? t('landing.ownLinkText') : t('landing.signedInText', { name: identityName(identity) })}
      </p>
    </MemberCard>
  );
}
