import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Icon } from '@/components/Icon';
import { PROJECT_ICONS } from '@/components/projectIcons';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { mergeCart } from './api';
import { addToCart, cartLines, MAX_CART_LINES, setCartLines, useCartLines } from './store';
import '@/styles/project.css';

/** The first amount a project gets in the cart (editable there). */
export const DEFAULT_CART_AMOUNT = 10;

/** "Add to cart" on a project open for voting; once added, a link to the cart (plain HTML and CSS, no MUI). */
export function AddToCartButton({ projectId, title }: { projectId: string; title: string }) {
  const { t } = useTranslation('donations');
  const signedIn = useSession().signedIn;
  const cart = useCartLines();
  if (cart.some((line) => line.projectId === projectId)) {
    return (
      <RouterLink to={paths.cart} className="mp-button mp-button-outlined mp-button-large">
        <Icon path={PROJECT_ICONS.cartCheckout} />
        {t('cart.inCart')}
      </RouterLink>
    );
  }
  return (
    <button
      type="button"
      className="mp-button mp-button-outlined mp-button-large"
      disabled={cart.length >= MAX_CART_LINES}
      onClick={() => {
        addToCart({ projectId, title, amount: DEFAULT_CART_AMOUNT });
        // Signed in, this device's cart joins the account's (the account's amount wins for a
        // project in both), so a cart kept from another device is never replaced.
        if (signedIn) void mergeCart(cartLines()).then(setCartLines, () => undefined);
      }}
    >
      <Icon path={PROJECT_ICONS.addShoppingCart} />
      {t('cart.add')}
    </button>
  );
}
