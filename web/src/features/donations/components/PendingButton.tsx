import { Button, type ButtonProps } from '@/components/ui/Button';
import './support.css';

/**
 * A kit button that shows a spinner while `pending` and ignores presses then (React Aria's
 * `isPending`: it keeps its focus and says it is busy): pay, vote and donate.
 */
export function PendingButton({ pending = false, startIcon, ...props }: ButtonProps & { pending?: boolean }) {
  return <Button {...props} isPending={pending} startIcon={pending ? <span className="mp-spinner mp-pending-spinner" aria-hidden="true" /> : startIcon} />;
}
