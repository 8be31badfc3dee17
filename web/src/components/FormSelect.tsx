import { useController, type FieldValues } from 'react-hook-form';
import { cx } from '@/components/ui/classNames';
import { Select, type SelectOption } from '@/components/ui/Select';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { FieldLabel, type BoundFieldProps } from './FormField';

export interface FormSelectProps<T extends FieldValues> extends BoundFieldProps<T> {
  options: SelectOption[];
}

/**
 * A kit select bound to react-hook-form, its error translated like FormField's (its own file: a
 * form of text fields only does not load the select's list box and popover).
 */
export function FormSelect<T extends FieldValues>({ name, control, label, helperText, required, className, errorValues, options }: FormSelectProps<T>) {
  const messages = useErrorMessages();
  const { field, fieldState } = useController({ name, control });
  const code = fieldState.error?.message;
  return (
    <div
      className={cx('mp-form-select', className)}
      // react-hook-form focuses the first field in error: here, the select's button.
      ref={(element) => field.ref(element ? { focus: () => element.querySelector('button')?.focus() } : null)}
    >
      <Select
        name={field.name}
        value={field.value || null}
        onChange={(value) => {
          field.onChange(value);
          field.onBlur();
        }}
        options={options}
        isRequired={required}
        label={<FieldLabel label={label} required={required} />}
        description={helperText}
        errorMessage={code ? messages.fieldError(code, errorValues) : undefined}
      />
    </div>
  );
}
