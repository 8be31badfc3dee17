import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/FormTextField';
import { applyServerErrors, requiredText } from '@/lib/forms';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  reasonLabel: string;
  reasonHelp?: string;
  /** A reason must be given (else it may stay empty); at most 500 characters either way. */
  reasonRequired: boolean;
  cancelLabel: string;
  confirmLabel: string;
  /** Runs the action; a rejection shows its error (on the reason field when the server names it). */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for a reason before an operator's irreversible action (a refund, a rejection). */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, text, reasonLabel, reasonHelp, reasonRequired, cancelLabel, confirmLabel, onConfirm, onClose } = props;
  const messages = useErrorMessages();
  const titleId = useId();
  const textId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const schema = useMemo(
    () => z.object({ reason: reasonRequired ? requiredText(500) : z.string().trim().max(500, { error: 'too_long' }) }),
    [reasonRequired],
  );
  const { control, handleSubmit, setError, reset, formState } = useForm<{ reason: string }>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });

  const close = () => {
    if (formState.isSubmitting) return;
    setFailure(null);
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await onConfirm(reason);
      reset();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['reason'])) setFailure(error);
    }
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {text}
          </DialogContentText>
          {failure !== null && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {messages.apiError(failure)}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="reason"
            label={reasonLabel}
            helperText={reasonHelp}
            required={reasonRequired}
            multiline
            minRows={reasonRequired ? 3 : 2}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={close} variant="outlined">
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={formState.isSubmitting}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
