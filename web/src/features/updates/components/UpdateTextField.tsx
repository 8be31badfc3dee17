import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import '@/components/ui/field.css';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import './updates.css';

export interface UpdateTextFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  /** A text area of this many rows instead of one line. */
  rows?: number;
  description?: string;
  maxLength?: number;
  autoFocus?: boolean;
  /** Values for the error message's placeholders (`{{max}}`). */
  errorValues?: Record<string, unknown>;
}

/**
 * A required text field bound to react-hook-form, drawn like the kit's TextField (its classes),
 * written in either direction (`dir="auto"`, which the kit's field does not pass on yet). Errors
 * carry a field code from the schema or the server, shown translated under the field.
 */
export function UpdateTextField<T extends FieldValues>({ name, control, label, rows, description, maxLength, autoFocus, errorValues }: UpdateTextFieldProps<T>) {
  const messages = useErrorMessages();
  const {
    field: { ref: inputRef, ...field },
    fieldState,
  } = useController({ name, control });
  const code = fieldState.error?.message;
  return (
    <TextField
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isRequired
      isInvalid={Boolean(code)}
      validationBehavior="aria"
      autoFocus={autoFocus}
      maxLength={maxLength}
      className="mp-field"
    >
      <Label className="mp-field-label">
        {label}
        <span className="mp-update-required" aria-hidden="true">
          {' *'}
        </span>
      </Label>
      <div className="mp-field-control">
        {rows ? <TextArea ref={inputRef} rows={rows} dir="auto" className="mp-input mp-textarea" /> : <Input ref={inputRef} dir="auto" className="mp-input" />}
      </div>
      {description && !code && (
        <Text slot="description" className="mp-field-description">
          {description}
        </Text>
      )}
      <FieldError className="mp-field-error">{code ? messages.fieldError(code, errorValues) : undefined}</FieldError>
    </TextField>
  );
}
