import type { ReactNode } from 'react';
import { FieldError, Label, Radio as AriaRadio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
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

/** One choice of a RadioGroup. */
export function Radio({ value, children, isDisabled }: { value: string; children: ReactNode; isDisabled?: boolean }) {
  return (
    <AriaRadio value={value} isDisabled={isDisabled} className="mp-choice">
      <span className="mp-radio-dot" aria-hidden="true" />
      <span className="mp-choice-label">{children}</span>
    </AriaRadio>
  );
}
