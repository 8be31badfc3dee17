import type { CSSProperties } from 'react';
import { cx } from './classNames';
import './skeleton.css';

/** A grey placeholder where content is on its way; hidden from screen readers (say "loading" elsewhere). */
export function Skeleton({ width, height = '1em', shape = 'text', className }: { width?: CSSProperties['inlineSize']; height?: CSSProperties['blockSize']; shape?: 'text' | 'rect' | 'circle'; className?: string }) {
  return <span aria-hidden="true" className={cx('mp-skeleton', `mp-skeleton-${shape}`, className)} style={{ inlineSize: width, blockSize: height }} />;
}

/** A spinner for a wait of unknown length; its label is said once by screen readers. */
export function Spinner({ label, size = 40 }: { label?: string; size?: number }) {
  return (
    <span role={label ? 'status' : undefined} className="mp-spinner-wrap">
      <span className="mp-spinner" aria-hidden="true" style={{ inlineSize: size, blockSize: size }} />
      {label && <span className="mp-visually-hidden">{label}</span>}
    </span>
  );
}
