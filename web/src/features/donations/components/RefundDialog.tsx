import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '@/components/FormTextField';
import { formatMoney } from '@/lib/format';
import { applyServerErrors } from '@/lib/forms';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import type { AdminDonationView } from '../api/types';

const refundSchema = z.object({ reason: z.string().trim().max(500, { error: 'too_long' }) });
type RefundValues = z.infer<typeof refundSchema>;

export interface RefundDialogProps {
  /** The donation to refund; null closes the dialog. */
  donation: AdminDonationView | null;
  onRefund: (donation: AdminDonationView, reason: string) => Promise<void>;
  onClose: () => void;
}

/** Asks before a refund (it cannot be undone), with an optional reason the donor sees. */
export function RefundDialog({ donation, onRefund, onClose }: RefundDialogProps) {
  const { t, i18n } = useTranslation('trust');
  const messages = useErrorMessages();
  const titleId = useId();
  const textId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<RefundValues>({
    resolver: zodResolver(refundSchema),
    defaultValues: { reason: '' },
  });

  const close = () => {
    if (formState.isSubmitting) return;
    setFailure(null);
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!donation) return;
    setFailure(null);
    try {
      await onRefund(donation, reason);
      reset();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['reason'])) setFailure(error);
    }
  });

  const details = donation && {
    amount: formatMoney(donation.amount, donation.currency, i18n.language),
    donor: donation.donor_name,
    project: donation.project_title,
  };

  return (
    <Dialog open={donation !== null} onClose={close} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{t('donationsAdmin.refundTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {details && t('donationsAdmin.refundText', details)}
            {donation?.currency === 'lovelace' && ` ${t('donationsAdmin.refundAdaText')}`}
          </DialogContentText>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {messages.apiError(failure)}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="reason"
            label={t('donationsAdmin.reason')}
            helperText={t('donationsAdmin.reasonHelp')}
            multiline
            minRows={2}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={close} variant="outlined">
            {t('donationsAdmin.keep')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={formState.isSubmitting}>
            {t('donationsAdmin.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
