import { loadStripe, type Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js is loaded once per key, and only when a card is actually asked for. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
}

/** Stripe's 3-D Secure page for a payment waiting for it, without a card field; true when passed. */
export async function finishBankCheck(publishableKey: string, clientSecret: string): Promise<boolean> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) return false;
  const { error } = await stripe.confirmCardPayment(clientSecret);
  return !error;
}
