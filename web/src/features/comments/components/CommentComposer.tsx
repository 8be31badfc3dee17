import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type KeyboardEvent } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Label, TextArea, TextField } from 'react-aria-components';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/classNames';
import '@/components/ui/field.css';
import { isolateLtr } from '@/lib/dates';
import { formatCount } from '@/lib/format';
import { applyServerErrors } from '@/lib/forms';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { MAX_COMMENT_LENGTH, characterCount, commentSchema, type CommentValues } from '../schemas';
import { ClosableAlert } from './ClosableAlert';
import './comments.css';

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
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController({ name: 'content', control });
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
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label} className="mp-composer">
      {failure !== null && (
        <ClosableAlert onClose={() => setFailure(null)}>
          {t('composer.failed')} {messages.apiError(failure)}
        </ClosableAlert>
      )}
      <TextField
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isInvalid={Boolean(code)}
        validationBehavior="aria"
        autoFocus={autoFocus}
        aria-describedby={describedBy}
        className="mp-field"
      >
        <Label className="mp-field-label">{label}</Label>
        <div className="mp-field-control">
          <TextArea ref={inputRef} rows={2} dir="auto" onKeyDown={onKeyDown} className="mp-input mp-textarea mp-composer-input" />
        </div>
      </TextField>
      <div className="mp-composer-meta">
        <div className="mp-composer-hints">
          {code && (
            <p id={errorId} className="mp-caption mp-composer-error">
              {fieldMessage(code)}
            </p>
          )}
          <p id={hintId} className="mp-caption mp-muted">
            {t(editing ? 'composer.shortcutSave' : 'composer.shortcut', { ctrl: isolateLtr('Ctrl+Enter'), cmd: isolateLtr('⌘+Enter') })}
          </p>
        </div>
        <p id={counterId} className={cx('mp-caption mp-composer-counter', over ? 'mp-composer-counter-over' : 'mp-muted')} data-testid="comment-counter">
          <span aria-hidden="true" dir="ltr" className="mp-composer-counter-figures">
            {formatCount(used, i18n.language)} / {max}
          </span>
          <span className="mp-visually-hidden">{t('composer.counter', { used: formatCount(used, i18n.language), max })}</span>
        </p>
      </div>
      <div className="mp-composer-actions">
        {onCancel && (
          <Button onPress={onCancel} isDisabled={formState.isSubmitting}>
            {t('composer.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" isPending={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
