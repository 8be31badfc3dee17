import { cx } from './classNames';

export type ButtonVariant = 'contained' | 'outlined' | 'text';
export type ButtonTone = 'primary' | 'error' | 'inherit';

export interface ButtonLook {
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** The classes of a button's look (base.css), for a button or a link drawn as one. */
export function buttonClass({ variant = 'text', tone = 'primary', size = 'medium', fullWidth }: ButtonLook, className?: string): string {
  return cx(
    'mp-button',
    variant !== 'text' && `mp-button-${variant}`,
    tone !== 'primary' && `mp-button-${tone}`,
    size === 'small' && 'mp-button-small',
    fullWidth && 'mp-button-full',
    className,
  );
}
