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
import { applyServerErrors, requiredText } from '@/lib/forms';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import type { QueueItem } from '../api/types';

const rejectSchema = z.object({ reason: requiredText(500) });
type RejectValues = z.infer<typeof rejectSchema>;

export interface RejectDialogProps {
  /** The submission to reject; null closes the dialog. */
  item: QueueItem | null;
  onReject: (item: QueueItem, reason: string) => Promise<void>;
  onClose: () => void;
}

/** Rejecting needs a reason: it is emailed and shown on the person's verification page. */
export function RejectDialog({ item, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation('trust');
  const messages = useErrorMessages();
  const titleId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<RejectValues>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: '' },
  });

  const close = () => {
    if (formState.isSubmitting) return;
    setFailure(null);
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!item) return;
    setFailure(null);
    try {
      await onReject(item, reason);
      reset();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['reason'])) setFailure(error);
    }
  });

  return (
    <Dialog open={item !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{t('queue.rejectTitle', { name: item?.subject_name ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('queue.rejectText')}</DialogContentText>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {messages.apiError(failure)}
            </Alert>
          )}
          <FormTextField control={control} name="reason" label={t('queue.reason')} required multiline minRows={3} fullWidth autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={close} variant="outlined">
            {t('queue.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={formState.isSubmitting}>
            {t('queue.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
