import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { applyServerErrors, optionalText, requiredText } from '@/lib/forms';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { Alert } from './ui/Alert';
import { Button } from './ui/Button';
import { Dialog } from './ui/Dialog';
import { TextField } from './ui/TextField';
import './reasonDialog.css';

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

/**
 * Asks for a reason before an operator's irreversible action (a refund, a rejection): the kit's
 * Dialog (focus moved in and kept, Escape closes, focus back to the button that opened it).
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, text, reasonLabel, reasonHelp, reasonRequired, cancelLabel, confirmLabel, onConfirm, onClose } = props;
  const messages = useErrorMessages();
  const formId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const schema = useMemo(
    () => z.object({ reason: reasonRequired ? requiredText(500) : optionalText(500) }),
    [reasonRequired],
  );
  const { control, handleSubmit, setError, reset, formState } = useForm<{ reason: string }>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const { field, fieldState } = useController({ name: 'reason', control });
  const code = fieldState.error?.message;

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
    <Dialog
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={title}
      size="medium"
      actions={
        <>
          <Button variant="outlined" onPress={close} isDisabled={formState.isSubmitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant="contained" tone="error" isPending={formState.isSubmitting}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="mp-reason-form">
        <p className="mp-p">{text}</p>
        {failure !== null && (
          <Alert severity="error" role="alert">
            {messages.apiError(failure)}
          </Alert>
        )}
        <TextField
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={
            <>
              {reasonLabel}
              {reasonRequired && <span aria-hidden="true">{'\u2009*'}</span>}
            </>
          }
          description={reasonHelp}
          errorMessage={code ? messages.fieldError(code) : undefined}
          isRequired={reasonRequired}
          validationBehavior="aria"
          rows={reasonRequired ? 3 : 2}
          autoFocus
        />
      </form>
    </Dialog>
  );
}
