import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from '../hooks/useFieldErrorText';

export type BoundTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error' | 'value'> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** A text field bound to react-hook-form whose errors are explained for this very field. */
export function BoundTextField<T extends FieldValues>({ name, control, helperText, onBlur, ...props }: BoundTextFieldProps<T>) {
  const errorText = useFieldErrorText();
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ name, control });
  const code = fieldState.error?.message;
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      // The input itself, not the wrapper, so that focusing a field (on an error, on request) works.
      inputRef={ref}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={Boolean(code)}
      helperText={code ? errorText(name, code) : helperText}
    />
  );
}
