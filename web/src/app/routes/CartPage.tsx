import { useTranslation } from 'react-i18next';
import { CartView } from '@/features/donations/cart/CartView';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/features/donations/cart/cart.css';

/** /cart: several projects paid in one checkout (issue 16). */
export function CartPage() {
  const { t } = useTranslation('donations');
  useDocumentTitle(t('cart.title'));
  return (
    <div className="mp-container mp-container-md mp-cart-page">
      <h1 className="mp-h1 mp-cart-title">{t('cart.title')}</h1>
      <CartView />
    </div>
  );
}
