import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import { useRef, type ReactNode } from 'react';
import { mergeProps, useCheckbox, useFocusRing, useHover, type AriaCheckboxProps } from 'react-aria';
import { useToggleState } from 'react-stately';
import { cx } from './classNames';
import './choice.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  className?: string;
  children: ReactNode;
}

/**
 * A checkbox with its label (React Aria's hook: Space toggles, `isIndeterminate`). As Radio, the
 * native input lies transparent over the whole control, so a click anywhere on it reaches it.
 */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  const state = useToggleState(props);
  const inputRef = useRef<HTMLInputElement>(null);
  const { inputProps, labelProps, isSelected, isDisabled, isInvalid } = useCheckbox({ ...props, children }, state, inputRef);
  const { isFocusVisible, focusProps } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: isDisabled || props.isReadOnly });
  const indeterminate = props.isIndeterminate;
  return (
    <label
      {...mergeProps(labelProps, hoverProps)}
      className={cx('mp-choice', className)}
      data-selected={isSelected || undefined}
      data-indeterminate={indeterminate || undefined}
      data-disabled={isDisabled || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-invalid={isInvalid || undefined}
    >
      <input {...mergeProps(inputProps, focusProps)} ref={inputRef} className="mp-choice-input" />
      <span className="mp-checkbox-box" aria-hidden="true">
        {indeterminate ? <Minus size={16} strokeWidth={3} /> : isSelected ? <Check size={16} strokeWidth={3} /> : null}
      </span>
      <span className="mp-choice-label">{children}</span>
    </label>
  );
}
