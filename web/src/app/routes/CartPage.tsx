import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CartView } from '@/features/donations/cart/CartView';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** /cart: several projects paid in one checkout (issue 16). */
export function CartPage() {
  const { t } = useTranslation('donations');
  useDocumentTitle(t('cart.title'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {t('cart.title')}
      </Typography>
      <CartView />
    </Container>
  );
}
