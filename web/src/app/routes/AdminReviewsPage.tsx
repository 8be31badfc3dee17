import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ReviewQueue } from '@/features/review/components/ReviewQueue';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** /admin/reviews: the project review queue. */
export function AdminReviewsPage() {
  const { t } = useTranslation(['review', 'trust']);
  useDocumentTitle(t('queue.title'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Breadcrumbs aria-label={t('trust:operator.breadcrumbs')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.admin}>
          {t('trust:operator.back')}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {t('queue.title')}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t('queue.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('queue.intro')}
      </Typography>
      <ReviewQueue />
    </Container>
  );
}
