import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { useCartCount } from './store';
import './cartButton.css';

/** The header's cart: an icon with how many projects are in it (hidden while it is empty). */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartCount();
  if (count === 0) return null;
  return (
    <RouterLink to={paths.cart} className="mp-icon-button mp-icon-button-primary mp-cart-button" aria-label={t('header.cart', { count })} data-testid="header-cart">
      <ShoppingCart size={24} aria-hidden="true" />
      <span className="mp-cart-badge" aria-hidden="true">
        {count}
      </span>
    </RouterLink>
  );
}
