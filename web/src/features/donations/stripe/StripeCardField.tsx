import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementLocale } from '@stripe/stripe-js';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardRail } from './cardRail';
import { stripeFor } from './stripeJs';

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
    <Box>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 1, fontWeight: 600, color: 'text.primary' }}>
        {t('form.cardLabel')}
      </FormLabel>
      <Box aria-labelledby={labelId} role="group" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.75, py: 2 }}>
        <CardElement options={{ hidePostalCode: true, style: { base: { fontSize: '16px', fontFamily: 'Inter, sans-serif' } } }} />
      </Box>
    </Box>
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
