import { parseDateTime, type CalendarDateTime } from '@internationalized/date';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateTimePicker } from '@/components/ui/DatePicker';
import { useFieldErrorText } from '../hooks/useFieldErrorText';
import { focusFirstControl } from '../utils/focusFirstControl';
import { RequiredLabel } from './RequiredLabel';

/** A form value `YYYY-MM-DDTHH:mm` as a date and time without a zone (null when empty or not one). */
function toDateTime(value: string): CalendarDateTime | null {
  if (!value) return null;
  try {
    return parseDateTime(value);
  } catch {
    return null;
  }
}

export interface BoundDateTimeFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  /** Says the zone: the value is read as UTC, whatever the browser's. */
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A date and time to the minute, bound to react-hook-form as the text `YYYY-MM-DDTHH:mm` (read as
 * UTC by the schema): the kit's DateTimePicker, each part a spin button, a calendar for the date,
 * in the person's language and numbering. Focused on its first part when it is in error.
 */
export function BoundDateTimeField<T extends FieldValues>({ name, control, label, helperText, required, disabled, className }: BoundDateTimeFieldProps<T>) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ name, control });
  const code = fieldState.error?.message;
  return (
    <div ref={(element) => field.ref(element && { focus: () => focusFirstControl(element, '[role="spinbutton"]') })} className={className}>
      <DateTimePicker<CalendarDateTime>
        name={field.name}
        value={toDateTime(field.value)}
        onChange={(value) => field.onChange(value ? value.toString().slice(0, 16) : '')}
        onBlur={field.onBlur}
        label={<RequiredLabel label={label} required={required} />}
        description={helperText}
        errorMessage={code ? errorText(name, code) : undefined}
        isRequired={required}
        isDisabled={disabled}
        validationBehavior="aria"
        shouldForceLeadingZeros
      />
    </div>
  );
}
