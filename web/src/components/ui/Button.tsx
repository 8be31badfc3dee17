import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { buttonClass, type ButtonLook } from './buttonClass';
import { cx } from './classNames';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'>, ButtonLook {
  className?: string;
  children: ReactNode;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/** A button (React Aria: press on click, Enter and Space; `isDisabled`, `isPending`). */
export function Button({ variant, tone, size, fullWidth, className, startIcon, endIcon, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={buttonClass({ variant, tone, size, fullWidth }, className)}>
      {startIcon && <span className="mp-button-icon">{startIcon}</span>}
      {children}
      {endIcon && <span className="mp-button-icon">{endIcon}</span>}
    </AriaButton>
  );
}

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'children' | 'style'> {
  /** What the button does, read by screen readers (the icon is decorative). */
  'aria-label': string;
  tone?: 'primary' | 'neutral';
  className?: string;
  children: ReactNode;
}

/** A round button with only an icon; its label says what it does. */
export function IconButton({ tone = 'neutral', className, children, ...props }: IconButtonProps) {
  return (
    <AriaButton {...props} className={cx('mp-icon-button', tone === 'primary' && 'mp-icon-button-primary', className)}>
      {children}
    </AriaButton>
  );
}
