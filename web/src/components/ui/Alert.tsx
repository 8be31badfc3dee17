import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './classNames';

export type Severity = 'info' | 'success' | 'warning' | 'error';

/**
 * Lucide's info, circle-check, triangle-alert and circle-alert (ISC), inline: notices appear on
 * /home and /projects, whose first page should not carry lucide's icon factory for four icons.
 */
const ICON_PARTS: Record<Severity, ReactNode> = {
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="m16 9-5.5 5.5L8 12" />
    </>
  ),
  warning: <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4M12 17h.01" />,
  error: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </>
  ),
};

/** A severity's icon, decorative (the text says what happened). */
export function SeverityIcon({ severity }: { severity: Severity }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {ICON_PARTS[severity]}
    </svg>
  );
}

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  severity: Severity;
  /** A bold first line. */
  title?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
  /** The notice's element (to scroll it into view or focus it once shown). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A notice with its severity's icon and colours (base.css: always loaded, the shell shows them).
 * `role="alert"` by default, for what just went wrong; pass `role="status"` (or none) for news.
 */
export function Alert({ severity, title, action, children, className, role = 'alert', ref, ...rest }: AlertProps) {
  return (
    <div ref={ref} role={role} className={cx('mp-alert', `mp-alert-${severity}`, className)} {...rest}>
      <div className="mp-alert-icon">
        <SeverityIcon severity={severity} />
      </div>
      <div className="mp-alert-message">
        {title && <p className="mp-alert-title">{title}</p>}
        {children}
      </div>
      {action && <div className="mp-alert-action">{action}</div>}
    </div>
  );
}
