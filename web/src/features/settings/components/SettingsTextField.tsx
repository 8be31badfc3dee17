import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField } from '@/components/ui/TextField';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import './settings.css';

export interface SettingsTextFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
  className?: string;
}

/**
 * A kit text field bound to react-hook-form. Errors carry a field code (`required`,
 * `invalid_email`, ...) from our schemas or the server, shown translated under the field.
 */
export function SettingsTextField<T extends FieldValues>({ name, control, label, required, ...props }: SettingsTextFieldProps<T>) {
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
      label={
        <>
          {label}
          {required && (
            <span className="mp-settings-required" aria-hidden="true">
              {' *'}
            </span>
          )}
        </>
      }
      errorMessage={code ? messages.fieldError(code) : undefined}
    />
  );
}
