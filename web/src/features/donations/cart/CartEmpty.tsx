import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/lib/paths';
import './cart.css';

/** An empty cart: what it is for, and the way to the projects. */
export function CartEmpty() {
  const { t } = useTranslation('donations');
  return (
    <div className="mp-cart-empty">
      <ShoppingCart size={48} className="mp-cart-empty-icon" aria-hidden="true" />
      <h2 className="mp-h2 mp-cart-empty-title">{t('cart.emptyTitle')}</h2>
      <p className="mp-p mp-muted">{t('cart.emptyText')}</p>
      <LinkButton to={paths.projects} variant="contained">
        {t('cart.explore')}
      </LinkButton>
    </div>
  );
}
