import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { cx } from '@/components/ui/classNames';
import { TextField } from '@/components/ui/TextField';
import { useFieldErrorText } from '../hooks/useFieldErrorText';
import { RequiredLabel } from './RequiredLabel';
import './roundAdmin.css';

export interface BoundTextFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  inputMode?: 'numeric' | 'decimal';
  autoComplete?: string;
  /** A text area of this many rows. */
  rows?: number;
  /** `ltr` for figures and codes (left to right in Arabic too), `auto` for free text in any script. */
  direction?: 'ltr' | 'auto';
  className?: string;
}

/** A kit text field bound to react-hook-form whose errors are explained for this very field. */
export function BoundTextField<T extends FieldValues>({ name, control, label, helperText, required, disabled, direction, className, ...props }: BoundTextFieldProps<T>) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ name, control });
  const code = fieldState.error?.message;
  return (
    <TextField
      {...props}
      className={cx(direction === 'ltr' && 'mp-round-ltr', direction === 'auto' && 'mp-round-auto-dir', className)}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      // The input itself, so that focusing a field (on an error, on request) works.
      inputRef={field.ref}
      isRequired={required}
      isDisabled={disabled}
      validationBehavior="aria"
      label={<RequiredLabel label={label} required={required} />}
      description={helperText}
      errorMessage={code ? errorText(name, code) : undefined}
    />
  );
}
