import { useState } from 'react';
import { cx } from '@/components/ui/classNames';
import './comments.css';

/** A round photo or logo, else the name's first letter; decorative (the name is beside it). */
export function CommentAvatar({ src, name, size }: { src: string | undefined; name: string; size: 'small' | 'medium' | 'large' }) {
  // A picture that fails to load falls back to the letter, as MUI's Avatar did.
  const [failed, setFailed] = useState<string | undefined>();
  const showImage = src !== undefined && src !== '' && failed !== src;
  return (
    <span aria-hidden="true" className={cx('mp-avatar mp-comment-avatar', `mp-comment-avatar-${size}`)}>
      {showImage ? <img src={src} alt="" onError={() => setFailed(src)} /> : name.charAt(0).toUpperCase()}
    </span>
  );
}
