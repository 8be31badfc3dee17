import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Unsubscribe } from '@/features/updates/components/Unsubscribe';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** `/unsubscribe?token=<token>`: the link at the foot of a project update's email. */
export function UnsubscribePage() {
  const { t } = useTranslation('comments', { keyPrefix: 'updates' });
  const [params] = useSearchParams();
  useDocumentTitle(t('unsubscribe.pageTitle'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 2 }}>
            {t('unsubscribe.heading')}
          </Typography>
          <Unsubscribe token={params.get('token') ?? ''} />
        </CardContent>
      </Card>
    </Container>
  );
}
