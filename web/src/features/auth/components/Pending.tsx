import { Button, type ButtonProps } from '@/components/ui/Button';
import { cx } from '@/components/ui/classNames';
import './auth.css';

/** A decorative spinner (base.css), for a pending button or a waiting line. */
export function Spinner({ className }: { className?: string }) {
  return <span className={cx('mp-spinner', className)} aria-hidden="true" />;
}

/** A kit button that shows a spinner and ignores presses while `loading` (React Aria's `isPending`). */
export function LoadingButton({ loading = false, startIcon, ...props }: ButtonProps & { loading?: boolean }) {
  return <Button {...props} isPending={loading} startIcon={loading ? <Spinner className="mp-auth-spinner" /> : startIcon} />;
}
