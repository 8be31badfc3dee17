import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/Skeleton';
import { isApiError } from '@/lib/api/errors';
import { useSession } from '@/lib/auth/session';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { mergeCart } from './api';
import { CartEmpty } from './CartEmpty';
import { cartLines, setCartLines, useCartLines } from './store';
import './cart.css';

/** The cart with projects in it: the amounts' fields, the payment's choices and the checkout (most of the page's code). */
const loadFilled = () => import('./CartFilled');
const CartFilled = lazy(() => loadFilled().then((module) => ({ default: module.CartFilled })));

function Waiting() {
  const { t } = useTranslation('donations');
  return (
    <div className="mp-cart-waiting">
      <Spinner label={t('cart.loading')} />
    </div>
  );
}

/**
 * The cart page: the projects with editable amounts, and one payment for all of them (CartFilled).
 * A signed-in person's cart is kept on the account; the device's cart joins it the first time the
 * page opens after signing in (the account's amount wins per project). An empty cart draws without
 * the code of a filled one, which loads once the cart has a project (from the start when this
 * device's cart has one).
 */
export function CartView() {
  const messages = useErrorMessages();
  const signedIn = useSession().signedIn;
  const cart = useCartLines();
  const [syncing, setSyncing] = useState(signedIn);
  const [syncError, setSyncError] = useState<string | null>(null);
  // Once drawn, the filled cart stays (its checkout's result outlives the lines it paid).
  const [filled, setFilled] = useState(false);
  if (!filled && !syncing && cart.length > 0) setFilled(true);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    // This device's cart has projects: the filled cart's code loads beside the account's cart.
    if (cartLines().length > 0) void loadFilled();
    mergeCart(cartLines())
      .then((merged) => live && setCartLines(merged))
      .catch((error: unknown) => live && setSyncError(isApiError(error) ? messages.apiError(error) : String(error)))
      .finally(() => live && setSyncing(false));
    return () => {
      live = false;
    };
    // Once per sign-in: the device's cart joins the account's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  if (syncing) return <Waiting />;
  if (!filled && cart.length === 0) return <CartEmpty />;
  return (
    <Suspense fallback={<Waiting />}>
      <CartFilled syncError={syncError} />
    </Suspense>
  );
}
