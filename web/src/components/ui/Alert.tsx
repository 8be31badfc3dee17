import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './classNames';

export type Severity = 'info' | 'success' | 'warning' | 'error';

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert } as const;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  severity: Severity;
  /** A bold first line. */
  title?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * A notice with its severity's icon and colours (base.css: always loaded, the shell shows them).
 * `role="alert"` by default, for what just went wrong; pass `role="status"` (or none) for news.
 */
export function Alert({ severity, title, action, children, className, role = 'alert', ...rest }: AlertProps) {
  const Icon = ICONS[severity];
  return (
    <div role={role} className={cx('mp-alert', `mp-alert-${severity}`, className)} {...rest}>
      <div className="mp-alert-icon">
        <Icon aria-hidden="true" size="1em" />
      </div>
      <div className="mp-alert-message">
        {title && <p className="mp-alert-title">{title}</p>}
        {children}
      </div>
      {action && <div className="mp-alert-action">{action}</div>}
    </div>
  );
}
