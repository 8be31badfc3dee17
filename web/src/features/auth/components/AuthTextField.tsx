import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from '@/components/ui/TextField';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import './auth.css';

export interface AuthTextFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  /** A hint under the field, replaced by the error while there is one. */
  helperText?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  className?: string;
  adornment?: ReactNode;
}

/**
 * A kit text field bound to react-hook-form. Errors carry a field code (`required`,
 * `invalid_email`, ...) from our schemas or the server, shown translated under the field.
 */
export function AuthTextField<T extends FieldValues>({ name, control, label, helperText, required, ...props }: AuthTextFieldProps<T>) {
  const messages = useErrorMessages();
  const { field, fieldState } = useController({ name, control });
  const code = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      // The input itself, so that react-hook-form focuses the first field in error.
      inputRef={field.ref}
      isRequired={required}
      validationBehavior="aria"
      // The required mark as the theme's fields draw it; decorative (the input says it is required).
      label={
        <>
          {label}
          {required && (
            <span aria-hidden="true">
              {'\u2009*'}
            </span>
          )}
        </>
      }
      description={helperText}
      errorMessage={code ? messages.fieldError(code) : undefined}
    />
  );
}
