import type { ReactNode } from 'react';
import './errorState.css';

export interface ErrorStateProps {
  title: string;
  text?: string;
  /** A short detail such as "Status 404"; shown small, under the text. */
  detail?: string;
  icon?: ReactNode;
  actions?: ReactNode;
}

/** A calm, centred message for pages that cannot show what was asked (404, 500, failures). */
export function ErrorState({ title, text, detail, icon, actions }: ErrorStateProps) {
  return (
    <div className="mp-container mp-container-sm mp-error-state">
      {icon && <div className="mp-error-state-icon">{icon}</div>}
      <h1 className="mp-h1 mp-error-state-title">{title}</h1>
      {text && <p className="mp-p mp-muted">{text}</p>}
      {detail && <p className="mp-body2 mp-muted mp-error-state-detail">{detail}</p>}
      {actions && <div className="mp-error-state-actions">{actions}</div>}
    </div>
  );
}
