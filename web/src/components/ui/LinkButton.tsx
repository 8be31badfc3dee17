import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';
import { buttonClass, type ButtonLook } from './buttonClass';

type Icons = { startIcon?: ReactNode; endIcon?: ReactNode; children: ReactNode };

function Content({ startIcon, endIcon, children }: Icons) {
  return (
    <>
      {startIcon && <span className="mp-button-icon">{startIcon}</span>}
      {children}
      {endIcon && <span className="mp-button-icon">{endIcon}</span>}
    </>
  );
}

export type LinkButtonProps = Omit<RouterLinkProps, 'className' | 'children'> & ButtonLook & Icons & { className?: string };

/** A link to a page of the app, drawn as a button. */
export function LinkButton({ variant, tone, size, fullWidth, className, startIcon, endIcon, children, ...props }: LinkButtonProps) {
  return (
    <RouterLink {...props} className={buttonClass({ variant, tone, size, fullWidth }, className)}>
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </RouterLink>
  );
}

export type AnchorButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'> & ButtonLook & Icons & { className?: string; href: string };

/** A link out of the app's routes (a download, another site), drawn as a button. */
export function AnchorButton({ variant, tone, size, fullWidth, className, startIcon, endIcon, children, ...props }: AnchorButtonProps) {
  return (
    <a {...props} className={buttonClass({ variant, tone, size, fullWidth }, className)}>
      <Content startIcon={startIcon} endIcon={endIcon}>
        {children}
      </Content>
    </a>
  );
}
