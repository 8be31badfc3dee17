import { useState, type CSSProperties } from 'react';
import { cx } from './classNames';
import { initialsOf } from './initials';

export interface AvatarProps {
  /** Whose picture: its initials stand in when there is no picture or it fails to load. */
  name: string;
  /** The picture (a photo or a logo); none, or one that fails to load, shows the initials. */
  src?: string | null;
  /** Width and height in CSS pixels (the initials scale with it); a stylesheet may size it instead. */
  size?: number;
  /** A person is round, an organization a rounded square. */
  shape?: 'circle' | 'square';
  /** How many initials: two (first and last name) or one. */
  letters?: 1 | 2;
  /**
   * What a screen reader says for it. Without one it is decorative (hidden from screen readers):
   * the usual case, the name being written beside it.
   */
  label?: string;
  className?: string;
}

/** A person's or an organization's picture, or their initials (styles in base.css: the header draws one on every page). */
export function Avatar({ name, src, size, shape = 'circle', letters = 2, label, className }: AvatarProps) {
  // A picture that fails to load falls back to the initials (remembered per address: a new one is tried).
  const [failed, setFailed] = useState<string | undefined>();
  const showImage = src !== undefined && src !== null && src !== '' && failed !== src;
  const style = size === undefined ? undefined : ({ '--mp-avatar-size': `${size}px` } as CSSProperties);
  return (
    <span
      className={cx('mp-avatar', `mp-avatar-${shape}`, size !== undefined && 'mp-avatar-sized', className)}
      style={style}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {showImage ? <img src={src} alt="" onError={() => setFailed(src)} /> : initialsOf(name, letters)}
    </span>
  );
}
