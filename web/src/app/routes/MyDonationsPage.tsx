import { useTranslation } from 'react-i18next';
import { MyDonations } from '@/features/donations/components/MyDonations';
import { YearlyStatement } from '@/features/donations/components/YearlyStatement';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/features/donations/components/donations.css';

/** /donations: the person's donation history, with receipts and the yearly statement. */
export function MyDonationsPage() {
  const { t } = useTranslation('donations');
  useDocumentTitle(t('mine.title'));
  return (
    <div className="mp-container mp-container-md mp-donor-page">
      <h1 className="mp-h1 mp-donor-title">{t('mine.title')}</h1>
      <MyDonations />
      <YearlyStatement />
    </div>
  );
}
