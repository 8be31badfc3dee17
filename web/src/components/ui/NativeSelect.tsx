import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cx } from './classNames';
import type { FieldFrameProps } from './TextField';
import './field.css';

export interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'>, FieldFrameProps {
  className?: string;
  /** The `<option>`s. */
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled choice drawn by the browser's own `<select>` (the phone's wheel or sheet, typeahead,
 * a combobox to screen readers): for a short list where the platform's picker is best. Select is
 * the styled one (a listbox in a popover).
 */
export function NativeSelect({ label, description, errorMessage, className, children, id, ref, ...props }: NativeSelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const hintId = `${selectId}-hint`;
  const invalid = Boolean(errorMessage);
  const hint = invalid ? errorMessage : description;
  return (
    <div className={cx('mp-field', className)} data-invalid={invalid || undefined} data-disabled={props.disabled || undefined}>
      <label htmlFor={selectId} className="mp-field-label">
        {label}
      </label>
      <div className="mp-field-control">
        <select {...props} ref={ref} id={selectId} aria-invalid={invalid || undefined} aria-describedby={hint ? hintId : undefined} className="mp-input mp-native-select">
          {children}
        </select>
        <ChevronDown aria-hidden="true" size={20} className="mp-native-select-chevron" />
      </div>
      {hint && (
        <span id={hintId} className={invalid ? 'mp-field-error' : 'mp-field-description'}>
          {hint}
        </span>
      )}
    </div>
  );
}
