import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminDonations } from '@/features/donations/components/AdminDonations';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** /admin/donations: every donation, with refunds. */
export function AdminDonationsPage() {
  const { t } = useTranslation('trust');
  useDocumentTitle(t('donationsAdmin.title'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Breadcrumbs aria-label={t('operator.breadcrumbs')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.admin}>
          {t('operator.back')}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {t('donationsAdmin.title')}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t('donationsAdmin.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('donationsAdmin.intro')}
      </Typography>
      <AdminDonations />
    </Container>
  );
}
