import { useTranslation } from 'react-i18next';
import { ReferralLedger } from '@/features/operator/components/ReferralLedger';
import { OperatorPage } from './OperatorPage';

/** /admin/referrals: the THANK referral reward ledger. */
export function AdminReferralsPage() {
  const { t } = useTranslation('trust');
  return (
    <OperatorPage title={t('ledger.title')} intro={t('ledger.intro')} width="lg">
      <ReferralLedger />
    </OperatorPage>
  );
}
