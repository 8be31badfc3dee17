import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardRail } from './cardRail';
import { stripeFor } from './stripeJs';
import '../components/support.css';

function CardInput({ onReady }: { onReady: (rail: CardRail) => void }) {
  const { t } = useTranslation('donations');
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();

  useEffect(() => {
    if (!stripe || !elements) return;
    onReady({
      tokenize: async () => {
        const card = elements.getElement(CardElement);
        if (!card) throw new Error('The card field is not ready.');
        const { token, error } = await stripe.createToken(card);
        if (error || !token) throw new Error(error?.message ?? 'Card not accepted.');
        return token.id;
      },
      confirm: async (clientSecret) => {
        const { error } = await stripe.confirmCardPayment(clientSecret);
        return !error;
      },
    });
  }, [stripe, elements, onReady]);

  return (
    <div className="mp-field">
      <span id={labelId} className="mp-field-label">
        {t('form.cardLabel')}
      </span>
      <div aria-labelledby={labelId} role="group" className="mp-card-element">
        {/* Stripe draws the card inputs in its own frame: its text style is given here, not by our CSS. */}
        <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px', fontFamily: 'Inter, sans-serif' } } }} />
      </div>
    </div>
  );
}

/**
 * The card form when Stripe is configured: Stripe Elements collects the card (the number never
 * touches our server), turns it into a single-use token, and runs 3-D Secure itself.
 */
export default function StripeCardField({ publishableKey, onReady }: { publishableKey: string; onReady: (rail: CardRail) => void }) {
  const { i18n } = useTranslation();
  const [stripe] = useState(() => stripeFor(publishableKey));
  const locale = (i18n.resolvedLanguage === 'zh-CN' ? 'zh' : i18n.resolvedLanguage) as StripeElementLocale | undefined;
  return (
    <Elements stripe={stripe} options={{ locale: locale ?? 'auto' }}>
      <CardInput onReady={onReady} />
    </Elements>
  );
}
