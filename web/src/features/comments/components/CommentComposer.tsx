import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/visuallyHidden';
import { isolateLtr } from '@/lib/dates';
import { formatCount } from '@/lib/format';
import { applyServerErrors } from '@/lib/forms';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { MAX_COMMENT_LENGTH, characterCount, commentSchema, type CommentValues } from '../schemas';

export interface CommentComposerProps {
  /** The text field's label ("Add a comment", "Reply to Ana"). */
  label: string;
  submitLabel: string;
  initialValue?: string;
  autoFocus?: boolean;
  /** Saves the text; a rejection keeps it in the field and explains the failure. */
  onSubmit: (content: string) => Promise<unknown>;
  /** Shows a Cancel button (Escape too). */
  onCancel?: () => void;
  /** Empty the field once saved (a new comment), rather than leave it (an edit that closes). */
  clearOnSuccess?: boolean;
  /** An edit: the shortcut hint says "save" rather than "post". */
  editing?: boolean;
}

/**
 * A text box for a comment, a reply or an edit: the server's character limit with a counter,
 * Ctrl+Enter (⌘+Enter) to post, and nothing typed lost when posting fails.
 */
export function CommentComposer({ label, submitLabel, initialValue = '', autoFocus, onSubmit, onCancel, clearOnSuccess = false, editing = false }: CommentComposerProps) {
  const { t, i18n } = useTranslation('comments');
  const messages = useErrorMessages();
  const counterId = useId();
  const hintId = useId();
  const errorId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<CommentValues>({
    resolver: zodResolver(commentSchema),
    defaultValues: { content: initialValue },
  });
  const { field, fieldState } = useController({ name: 'content', control });
  const used = characterCount(field.value);
  const over = used > MAX_COMMENT_LENGTH;
  const max = formatCount(MAX_COMMENT_LENGTH, i18n.language);

  const fieldMessage = (code: string) =>
    code === 'required' ? t('composer.required') : code === 'too_long' ? t('composer.tooLong', { max }) : messages.fieldError(code);

  const submit = handleSubmit(async ({ content }) => {
    setFailure(null);
    try {
      await onSubmit(content);
      if (clearOnSuccess) reset({ content: '' });
    } catch (error) {
      if (!applyServerErrors(error, setError, ['content'])) setFailure(error);
    }
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!formState.isSubmitting) void submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  const code = fieldState.error?.message;
  const describedBy = [code ? errorId : null, counterId, hintId].filter(Boolean).join(' ');

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={label} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {failure !== null && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
          {t('composer.failed')} {messages.apiError(failure)}
        </Alert>
      )}
      <TextField
        {...field}
        inputRef={field.ref}
        label={label}
        multiline
        minRows={2}
        maxRows={12}
        fullWidth
        autoFocus={autoFocus}
        error={Boolean(code)}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { 'aria-describedby': describedBy, dir: 'auto' } }}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          {code && (
            <FormHelperText id={errorId} error sx={{ mt: 0 }}>
              {fieldMessage(code)}
            </FormHelperText>
          )}
          <Typography id={hintId} variant="caption" color="text.secondary">
            {t(editing ? 'composer.shortcutSave' : 'composer.shortcut', { ctrl: isolateLtr('Ctrl+Enter'), cmd: isolateLtr('⌘+Enter') })}
          </Typography>
        </Box>
        <Typography
          id={counterId}
          variant="caption"
          color={over ? 'error' : 'text.secondary'}
          sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          data-testid="comment-counter"
        >
          <Box component="span" aria-hidden dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
            {formatCount(used, i18n.language)} / {max}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {t('composer.counter', { used: formatCount(used, i18n.language), max })}
          </Box>
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            {t('composer.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
