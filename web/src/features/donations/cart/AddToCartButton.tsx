import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { mergeCart } from './api';
import { addToCart, cartLines, MAX_CART_LINES, setCartLines, useCartLines } from './store';

/** The first amount a project gets in the cart (editable there). */
export const DEFAULT_CART_AMOUNT = 10;

/** "Add to cart" on a project open for voting; once added, a link to the cart. */
export function AddToCartButton({ projectId, title }: { projectId: string; title: string }) {
  const { t } = useTranslation('donations');
  const signedIn = useSession().tokens !== null;
  const cart = useCartLines();
  if (cart.some((line) => line.projectId === projectId)) {
    return (
      <Button component={RouterLink} to={paths.cart} variant="outlined" size="large" startIcon={<ShoppingCartCheckoutIcon />}>
        {t('cart.inCart')}
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      size="large"
      startIcon={<AddShoppingCartIcon />}
      disabled={cart.length >= MAX_CART_LINES}
      onClick={() => {
        addToCart({ projectId, title, amount: DEFAULT_CART_AMOUNT });
        // Signed in, this device's cart joins the account's (the account's amount wins for a
        // project in both), so a cart kept from another device is never replaced.
        if (signedIn) void mergeCart(cartLines()).then(setCartLines, () => undefined);
      }}
    >
      {t('cart.add')}
    </Button>
  );
}
