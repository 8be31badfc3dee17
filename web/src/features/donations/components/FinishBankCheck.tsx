import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useAppConfig } from '@/lib/config/appConfig';
import { formatMoney } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { answerBankCheck, confirmDonation } from '../api/mutations';
import { donationKeys } from '../api/keys';
import type { DonationDetail } from '../api/types';
import { LazyThreeDSecureDialog as ThreeDSecureDialog } from './LazyThreeDSecureDialog';
import './donations.css';

/**
 * "Finish the bank check" for a card payment whose 3-D Secure was interrupted (the page closed,
 * the phone locked): the bank's page again (Stripe's, or the development stand-in), then the
 * payment is confirmed. Canceling stays possible beside it.
 */
export function FinishBankCheck({ donation, clientSecret }: { donation: DonationDetail; clientSecret: string }) {
  const { t, i18n } = useTranslation('donations');
  const messages = useErrorMessages();
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const intent = donation.transaction_id ?? '';
  const finish = useMutation({
    mutationFn: async (via: 'stripe' | 'stand-in') => {
      if (via === 'stripe' && config?.stripe_publishable_key) {
        const { finishBankCheck } = await import('../stripe/stripeJs');
        if (!(await finishBankCheck(config.stripe_publishable_key, clientSecret))) return null;
      } else {
        await answerBankCheck(clientSecret, true);
      }
      return confirmDonation(donation.id, intent);
    },
    onSettled: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: donationKeys.all });
    },
  });
  const start = () => (config?.stripe_publishable_key ? finish.mutate('stripe') : setAsking(true));

  return (
    <>
      <Button variant="contained" className="mp-finish-check" isPending={finish.isPending && !asking} onPress={start} data-testid="finish-bank-check">
        {t('status.finishCheck')}
      </Button>
      {finish.isError && (
        <Alert severity="error" className="mp-finish-check-error">
          {messages.apiError(finish.error)}
        </Alert>
      )}
      <ThreeDSecureDialog
        open={asking}
        amountText={formatMoney(donation.total, donation.currency, i18n.language)}
        busy={finish.isPending}
        onComplete={() => finish.mutate('stand-in')}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
