import { useTranslation } from 'react-i18next';
import { AdminDonations } from '@/features/donations/components/AdminDonations';
import { OperatorPage } from './OperatorPage';

/** /admin/donations: every donation, with refunds. */
export function AdminDonationsPage() {
  const { t } = useTranslation('trust');
  return (
    <OperatorPage title={t('donationsAdmin.title')} intro={t('donationsAdmin.intro')} width="lg">
      <AdminDonations />
    </OperatorPage>
  );
}
