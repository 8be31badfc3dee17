import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MyDonations } from '@/features/donations/components/MyDonations';
import { YearlyStatement } from '@/features/donations/components/YearlyStatement';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** /donations: the person's donation history, with receipts and the yearly statement. */
export function MyDonationsPage() {
  const { t } = useTranslation('donations');
  useDocumentTitle(t('mine.title'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t('mine.title')}
      </Typography>
      <MyDonations />
      <YearlyStatement />
    </Container>
  );
}
