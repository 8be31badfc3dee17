import type { HTMLAttributes, ReactNode, TableHTMLAttributes } from 'react';
import { cx } from './classNames';
import './table.css';

/**
 * A region that scrolls sideways when its content is wider than the screen (a table, code):
 * focusable and named, so a keyboard can scroll it and a screen reader says what it holds (axe's
 * `scrollable-region-focusable`).
 */
export function ScrollRegion({ label, className, children, ...rest }: { label: string; className?: string; children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    // A scrolling region must take focus to be scrolled without a pointer.
    <div role="region" aria-label={label} tabIndex={0} className={cx('mp-scroll-region', className)} {...rest}>
      {children}
    </div>
  );
}

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  size?: 'small' | 'medium';
  children: ReactNode;
}

/**
 * A data table: native `<table>` markup (headers with `scope`), styled by the kit. Static data
 * needs no grid behaviour; for a table that scrolls, put it in a ScrollRegion.
 */
export function Table({ size = 'medium', className, children, ...props }: TableProps) {
  return (
    <table {...props} className={cx('mp-table', size === 'small' && 'mp-table-small', className)}>
      {children}
    </table>
  );
}
