import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { cx } from './classNames';
import './choice.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children' | 'style'> {
  className?: string;
  children: ReactNode;
}

/** A checkbox with its label (React Aria: a native input, Space toggles, `isIndeterminate`). */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx('mp-choice', className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="mp-checkbox-box" aria-hidden="true">
            {isIndeterminate ? <Minus size={16} strokeWidth={3} /> : isSelected ? <Check size={16} strokeWidth={3} /> : null}
          </span>
          <span className="mp-choice-label">{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
