import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { answerBankCheck } from '../api/mutations';
import { useAdaFailure } from '../hooks/adaFailure';
import { AdaPaymentError, atStep, readWallet, type AdaProgress } from '../hooks/payWithWallet';
import type { Cip30Api } from '../hooks/useCardanoWallet';
import type { CardRail } from '../stripe/cardRail';
import { buildAdaCheckout, submitAdaCheckout } from './adaApi';
import { cancelCheckout, checkoutByCard, confirmCheckout, walletlessProjects, type CheckoutAnswer, type WalletlessProject } from './api';
import { setCartLines, type CartLine } from './store';

export type CheckoutResult =
  | { kind: 'paid'; answer: CheckoutAnswer }
  | { kind: 'canceled' }
  /** The person declined to sign in the wallet: the checkout was given up, nothing was paid. */
  | { kind: 'declined' }
  | { kind: 'error'; message: string }
  /** The server refused the ADA cart: these projects cannot receive ADA. */
  | { kind: 'noWallet'; projects: WalletlessProject[] };

interface Challenge {
  checkoutId: string;
  paymentIntentId: string;
  clientSecret: string | null;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/**
 * Pays the cart in one checkout. By card: one payment, one fee line, one 3-D Secure challenge
 * (Stripe's own page, or the development dialog), then every project's donation settles at once.
 * In ADA: one server-built transaction with an output per project, signed in the wallet.
 */
export function useCheckout(onPaid: () => void) {
  const { t } = useTranslation('donations');
  const messages = useErrorMessages();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [result, setResult] = useState<CheckoutResult | null>(null);
  const [adaProgress, setAdaProgress] = useState<AdaProgress | null>(null);
  const explainAda = useAdaFailure();

  const finish = (answer: CheckoutAnswer, submitted = false): CheckoutResult => {
    // A submitted ADA transaction has left the wallet even while the chain confirms it: the cart is done.
    if (answer.checkout.state === 'settled' || (submitted && answer.checkout.state === 'pending')) {
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

  const pay = async (cart: CartLine[], cardToken: string, cardRail: CardRail | null, anonymous = false) => {
    setBusy(true);
    setResult(null);
    try {
      const token = cardRail ? await cardRail.tokenize() : cardToken;
      const answer = await checkoutByCard(cart, token, newKey(), anonymous);
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
      if (!approved) {
        setResult(await abandon(challenge.checkoutId));
        return;
      }
      // The stand-in for the bank's page answers the check, as Stripe's page would; then confirm.
      if (challenge.clientSecret) await answerBankCheck(challenge.clientSecret, true);
      setResult(finish(await confirmCheckout(challenge.checkoutId, challenge.paymentIntentId)));
    } catch (error) {
      setResult(failed(error));
    } finally {
      setChallenge(null);
      refresh();
      setBusy(false);
    }
  };

  /**
   * Wallet → the server builds one transaction for the whole cart → the wallet signs it → the
   * server submits it. Declining in the wallet gives the checkout up, so nothing lingers.
   */
  const payAda = async (cart: CartLine[], wallet: Cip30Api, anonymous = false) => {
    setBusy(true);
    setResult(null);
    let checkoutId: string | null = null;
    try {
      setAdaProgress({ step: 'wallet', feeLovelace: null });
      const read = await readWallet(wallet);
      setAdaProgress({ step: 'build', feeLovelace: null });
      const built = await atStep('build', () => buildAdaCheckout(cart, read, anonymous));
      checkoutId = built.checkout_id;
      setAdaProgress({ step: 'sign', feeLovelace: built.fee_lovelace });
      const witnessSet = await atStep('sign', () => wallet.signTx(built.tx_cbor, true));
      setAdaProgress({ step: 'submit', feeLovelace: built.fee_lovelace });
      const answer = await atStep('submit', () => submitAdaCheckout(built.checkout_id, built.tx_cbor, witnessSet));
      setAdaProgress({ step: 'record', feeLovelace: built.fee_lovelace });
      setResult(finish(answer, true));
    } catch (error) {
      const walletless = walletlessProjects(error instanceof AdaPaymentError ? error.cause : error);
      if (walletless) {
        setResult({ kind: 'noWallet', projects: walletless });
        return;
      }
      const explained = explainAda(error);
      // Not signed: the checkout is given up now instead of waiting to expire.
      if (checkoutId && explained.step === 'sign') await cancelCheckout(checkoutId).catch(() => undefined);
      if (explained.kind === 'declined') setResult({ kind: 'declined' });
      else if (explained.kind === 'explained') setResult({ kind: 'error', message: explained.message });
      else setResult(isApiError(explained.cause) ? failed(explained.cause) : { kind: 'error', message: t('errors.cryptoAdvice') });
    } finally {
      setAdaProgress(null);
      refresh();
      setBusy(false);
    }
  };

  return { busy, challenge, result, adaProgress, pay, payAda, completeChallenge, clearResult: () => setResult(null) };
}
