import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './ui/Breadcrumbs';
import { cx } from './ui/classNames';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import './operatorFrame.css';

export interface OperatorFrameProps {
  title: string;
  intro?: ReactNode;
  /** The trail's name ("You are here") and its steps, the last one the page itself. */
  breadcrumbLabel: string;
  crumbs: Crumb[];
  /** Beside the title (a "New round" button). */
  actions?: ReactNode;
  /** Queues and forms read best narrow; ledgers and tables need the width. */
  width?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** The frame of an operator area page: the way back, the title, what the page is for. */
export function OperatorFrame({ title, intro, breadcrumbLabel, crumbs, actions, width = 'lg', children }: OperatorFrameProps) {
  useDocumentTitle(title);
  return (
    <div className={cx('mp-container', 'mp-op-page', width === 'md' && 'mp-container-md', width === 'xl' && 'mp-op-page-xl')}>
      <Breadcrumbs label={breadcrumbLabel} crumbs={crumbs} />
      <div className="mp-op-head">
        <div className="mp-op-head-text">
          <h1 className="mp-h1 mp-op-title">{title}</h1>
          {intro && <div className="mp-p mp-muted mp-op-intro">{intro}</div>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
