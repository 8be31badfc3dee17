import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useDonation } from '@/features/donations/api/queries';
import { DonationStatus } from '@/features/donations/components/DonationStatus';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** /donations/:id: one donation's state timeline. */
export function DonationPage() {
  const { t } = useTranslation('donations');
  const { id = '' } = useParams();
  const messages = useErrorMessages();
  const donation = useDonation(id);
  useDocumentTitle(t('status.title'));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t('status.title')}
      </Typography>
      {donation.isPending ? (
        <Skeleton variant="rounded" height={360} />
      ) : donation.isError ? (
        <Alert severity="error">{messages.apiError(donation.error)}</Alert>
      ) : (
        <DonationStatus donation={donation.data} />
      )}
      <Link component={RouterLink} to={paths.myDonations} sx={{ display: 'inline-block', mt: 3 }}>
        {t('mine.title')}
      </Link>
    </Container>
  );
}
