import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'value'> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Values for the error message's placeholders (`{{max}}`). */
  errorValues?: Record<string, unknown>;
};

/**
 * A text field bound to react-hook-form. Errors carry a field code (`required`,
 * `invalid_email`, ...) from our schemas or the server, shown translated under the field.
 */
export function FormTextField<T extends FieldValues>({ name, control, helperText, onBlur, errorValues, ...props }: FormTextFieldProps<T>) {
  const messages = useErrorMessages();
  const { field, fieldState } = useController({ name, control });
  const code = fieldState.error?.message;
  return (
    <TextField
      {...props}
      {...field}
      value={(field.value) ?? ''}
      inputRef={field.ref}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={Boolean(code)}
      helperText={code ? messages.fieldError(code, errorValues) : helperText}
    />
  );
}
