import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from './Icon';
import { PAGE_ICONS, type NoticeIcon } from './pageIcons';

type Severity = NoticeIcon;

interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  severity: Severity;
  action?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}

/** A notice with its severity's icon and colours, and an optional action (MUI's Alert, in plain HTML and base.css). */
export function Notice({ severity, action, children, className, role = 'alert', ...rest }: NoticeProps) {
  return (
    <div role={role} className={`mp-alert mp-alert-${severity}${className ? ` ${className}` : ''}`} {...rest}>
      <div className="mp-alert-icon">
        <Icon path={PAGE_ICONS[severity]} />
      </div>
      <div className="mp-alert-message">{children}</div>
      {action && <div className="mp-alert-action">{action}</div>}
    </div>
  );
}
