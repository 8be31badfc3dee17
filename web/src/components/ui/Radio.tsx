import { useContext, useRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useHover, useRadio } from 'react-aria';
import { FieldError, Label, RadioGroup as AriaRadioGroup, RadioGroupStateContext, Text } from 'react-aria-components';
import { cx } from './classNames';
import type { FieldFrameProps } from './TextField';
import './choice.css';
import './field.css';

export interface RadioGroupProps extends FieldFrameProps {
  value: string | null;
  onChange: (value: string) => void;
  name?: string;
  orientation?: 'vertical' | 'horizontal';
  isDisabled?: boolean;
  isRequired?: boolean;
  className?: string;
  children: ReactNode;
}

/** A labelled group of radios (React Aria: one tab stop, arrow keys move the choice). */
export function RadioGroup({ label, description, errorMessage, className, children, orientation = 'vertical', ...props }: RadioGroupProps) {
  const invalid = Boolean(errorMessage);
  return (
    <AriaRadioGroup {...props} orientation={orientation} isInvalid={invalid} className={cx('mp-field', className)}>
      <Label className="mp-field-label">{label}</Label>
      <div className={cx('mp-radio-list', orientation === 'horizontal' && 'mp-radio-list-row')}>{children}</div>
      {description && !invalid && (
        <Text slot="description" className="mp-field-description">
          {description}
        </Text>
      )}
      <FieldError className="mp-field-error">{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

/**
 * One choice of a RadioGroup. React Aria's hook with our own markup: the native input is laid,
 * transparent, over the whole choice (choice.css), so a click anywhere on it, on the dot or the
 * label, lands on the radio itself; it keeps the focus, Space and the arrows (React Aria's
 * Radio component hides its input in a 1 px clipped box that only the label reaches).
 */
export function Radio({ value, children, isDisabled }: { value: string; children: ReactNode; isDisabled?: boolean }) {
  const state = useContext(RadioGroupStateContext);
  if (!state) throw new Error('Radio must be inside a RadioGroup');
  const inputRef = useRef<HTMLInputElement>(null);
  const { inputProps, labelProps, isSelected, isDisabled: disabled } = useRadio({ value, isDisabled, children }, state, inputRef);
  const { isFocusVisible, focusProps } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: disabled || state.isReadOnly });
  return (
    <label
      {...mergeProps(labelProps, hoverProps)}
      className="mp-choice"
      data-selected={isSelected || undefined}
      data-disabled={disabled || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-invalid={state.isInvalid || undefined}
    >
      <input {...mergeProps(inputProps, focusProps)} ref={inputRef} className="mp-choice-input" />
      <span className="mp-radio-dot" aria-hidden="true" />
      <span className="mp-choice-label">{children}</span>
    </label>
  );
}
