import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Skeleton } from '@/components/ui/Skeleton';
import { useDonation } from '@/features/donations/api/queries';
import { DonationStatus } from '@/features/donations/components/DonationStatus';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/features/donations/components/donations.css';

/** /donations/:id: one donation's state timeline. */
export function DonationPage() {
  const { t } = useTranslation('donations');
  const { id = '' } = useParams();
  const messages = useErrorMessages();
  const donation = useDonation(id);
  useDocumentTitle(t('status.title'));

  return (
    <div className="mp-container mp-container-sm mp-donor-page">
      <h1 className="mp-h1 mp-donor-title">{t('status.title')}</h1>
      {donation.isPending ? (
        <Skeleton shape="rect" height={360} />
      ) : donation.isError ? (
        <Alert severity="error">{messages.apiError(donation.error)}</Alert>
      ) : (
        <DonationStatus donation={donation.data} />
      )}
      <Link to={paths.myDonations} className="mp-link mp-donor-back">
        {t('mine.title')}
      </Link>
    </div>
  );
}
