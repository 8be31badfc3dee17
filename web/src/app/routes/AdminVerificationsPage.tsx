import { useTranslation } from 'react-i18next';
import { VerificationQueue } from '@/features/operator/components/VerificationQueue';
import { OperatorPage } from './OperatorPage';

/** /admin/verifications: the KYC and KYB review queue. */
export function AdminVerificationsPage() {
  const { t } = useTranslation('trust');
  return (
    <OperatorPage title={t('queue.title')} intro={t('queue.intro')} width="md">
      <VerificationQueue />
    </OperatorPage>
  );
}
