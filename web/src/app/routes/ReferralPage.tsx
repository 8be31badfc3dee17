import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ReferralLanding } from '@/features/referrals/components/ReferralLanding';
import { useLandingReferral } from '@/features/referrals/hooks/useLandingReferral';
import { ReferralMember } from '@/features/referrals/components/ReferralMember';
import { useIdentities } from '@/lib/auth/identities';
import { session } from '@/lib/auth/session';
import { isRegisteredWithReferral } from '@/lib/referral';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/features/referrals/components/referrals.css';

/** /referral?code=... or ?referred_by=<username>: the landing page of an invited person. */
export function ReferralPage() {
  const { t } = useTranslation('referrals');
  const location = useLocation();
  const { status, current } = useIdentities();
  const [signedInOnArrival] = useState(() => session.get().signedIn);
  const referral = useLandingReferral(!signedInOnArrival);
  useDocumentTitle(t('landing.pageTitle'));
  const registeredWith = isRegisteredWithReferral(location.state) ? location.state.registeredWith : undefined;

  if (status === 'loading') return null;
  return (
    <div className="mp-container mp-container-md mp-ref-page">
      {current ? (
        <ReferralMember identity={current} referral={referral === 'invalid' ? undefined : referral} registeredWith={registeredWith} />
      ) : (
        <ReferralLanding referral={referral} />
      )}
    </div>
  );
}
