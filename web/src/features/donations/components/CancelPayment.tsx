import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useCancelDonation } from '../api/mutations';
import './donations.css';

/** "Cancel this payment" for a card payment still waiting for the donor (3-D Secure not done). */
export function CancelPayment({ donationId }: { donationId: string }) {
  const { t } = useTranslation('donations');
  const messages = useErrorMessages();
  const cancel = useCancelDonation();
  const [asking, setAsking] = useState(false);

  const confirm = () => {
    setAsking(false);
    cancel.mutate(donationId);
  };

  return (
    <div className="mp-donation-cancel">
      <Button variant="outlined" tone="error" isPending={cancel.isPending} onPress={() => setAsking(true)}>
        {t('status.cancel')}
      </Button>
      {cancel.isError && (
        <Alert severity="error" role="alert" className="mp-donor-alert">
          {messages.apiError(cancel.error)}
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        header={t('status.cancelTitle')}
        subheader={t('status.cancelText')}
        onClose={() => setAsking(false)}
        buttons={[
          { label: t('status.keep'), onClick: () => setAsking(false), variant: 'outlined' },
          { label: t('status.cancel'), onClick: confirm, color: 'error' },
        ]}
      />
    </div>
  );
}
