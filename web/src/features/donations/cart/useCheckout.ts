import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/lib/api/errors';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import type { CardRail } from '../stripe/cardRail';
import { cancelCheckout, checkoutByCard, confirmCheckout, type CheckoutAnswer } from './api';
import { setCartLines, type CartLine } from './store';

export type CheckoutResult =
  | { kind: 'paid'; answer: CheckoutAnswer }
  | { kind: 'canceled' }
  | { kind: 'error'; message: string };

interface Challenge {
  checkoutId: string;
  paymentIntentId: string;
  clientSecret: string | null;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/**
 * Pays the cart by card in one checkout: one payment, one fee line, one 3-D Secure challenge (Stripe's
 * own page, or the development dialog), then every project's donation settles at once.
 */
export function useCheckout(onPaid: () => void) {
  const messages = useErrorMessages();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [result, setResult] = useState<CheckoutResult | null>(null);

  const finish = (answer: CheckoutAnswer): CheckoutResult => {
    if (answer.checkout.state === 'settled') {
      setCartLines([]);
      onPaid();
      return { kind: 'paid', answer };
    }
    return answer.checkout.state === 'canceled' ? { kind: 'canceled' } : { kind: 'paid', answer };
  };
  const failed = (error: unknown): CheckoutResult => ({ kind: 'error', message: isApiError(error) ? messages.apiError(error) : String(error) });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['donations'] });
    void queryClient.invalidateQueries({ queryKey: ['projects'] });
  };

  const pay = async (cart: CartLine[], cardToken: string, cardRail: CardRail | null) => {
    setBusy(true);
    setResult(null);
    try {
      const token = cardRail ? await cardRail.tokenize() : cardToken;
      const answer = await checkoutByCard(cart, token, newKey());
      if (answer.action_required && answer.payment_intent_id) {
        const next = { checkoutId: answer.checkout.id, paymentIntentId: answer.payment_intent_id, clientSecret: answer.client_secret ?? null };
        if (cardRail && next.clientSecret) {
          const approved = await cardRail.confirm(next.clientSecret);
          setResult(approved ? finish(await confirmCheckout(next.checkoutId, next.paymentIntentId)) : await abandon(next.checkoutId));
        } else {
          setChallenge(next);
        }
      } else {
        setResult(finish(answer));
      }
    } catch (error) {
      setResult(failed(error));
    } finally {
      refresh();
      setBusy(false);
    }
  };

  const abandon = async (checkoutId: string): Promise<CheckoutResult> => {
    try {
      return finish(await cancelCheckout(checkoutId));
    } catch (error) {
      return failed(error);
    }
  };

  /** After the (simulated) bank page: confirm the payment, or give it up. */
  const completeChallenge = async (approved: boolean) => {
    if (!challenge) return;
    setBusy(true);
    try {
      setResult(approved ? finish(await confirmCheckout(challenge.checkoutId, challenge.paymentIntentId)) : await abandon(challenge.checkoutId));
    } catch (error) {
      setResult(failed(error));
    } finally {
      setChallenge(null);
      refresh();
      setBusy(false);
    }
  };

  return { busy, challenge, result, pay, completeChallenge, clearResult: () => setResult(null) };
}
