import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Select, type SelectOption } from '@/components/ui/Select';
import { useFieldErrorText } from '../hooks/useFieldErrorText';
import { focusFirstControl } from '../utils/focusFirstControl';
import { RequiredLabel } from './RequiredLabel';

export interface BoundSelectProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  options: SelectOption[];
  helperText?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A kit Select bound to react-hook-form: its errors explained for this field, focused on an error.
 * Required is checked by the form's schema (the mark in the label); a listbox button takes no `aria-required`.
 */
export function BoundSelect<T extends FieldValues>({ name, control, label, options, helperText, placeholder, required, disabled, className }: BoundSelectProps<T>) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ name, control });
  const code = fieldState.error?.message;
  return (
    // The wrapper gives react-hook-form something to focus: the Select's button.
    <div ref={(element) => field.ref(element && { focus: () => focusFirstControl(element, 'button') })} className={className}>
      <Select
        name={field.name}
        label={<RequiredLabel label={label} required={required} />}
        options={options}
        value={field.value === '' ? null : field.value}
        onChange={(value) => {
          field.onChange(value);
          field.onBlur();
        }}
        placeholder={placeholder}
        isDisabled={disabled}
        description={helperText}
        errorMessage={code ? errorText(name, code) : undefined}
      />
    </div>
  );
}
