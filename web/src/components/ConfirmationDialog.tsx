import CircleCheck from 'lucide-react/icons/circle-check';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, type ConfirmDialogButton } from './ConfirmDialog';

export interface ConfirmationDialogProps {
  open: boolean;
  title: string;
  /** Split on line breaks into paragraphs. */
  message?: string;
  /** Defaults to a success check; pass null for none. */
  icon?: ReactNode;
  submitLabel?: string;
  onSubmit?: () => void;
  closeLabel?: string;
  onClose: () => void;
}

/**
 * A result to acknowledge: ConfirmDialog with a close button ("Close" by default), an optional
 * submit button and a success check unless told otherwise. Kept as an adapter for its callers.
 */
export function ConfirmationDialog({ open, title, message, icon, submitLabel, onSubmit, closeLabel, onClose }: ConfirmationDialogProps) {
  const { t } = useTranslation();
  const buttons: ConfirmDialogButton[] = [{ label: closeLabel ?? t('actions.close'), onClick: onClose, variant: onSubmit ? 'outlined' : 'contained' }];
  if (onSubmit) buttons.push({ label: submitLabel ?? t('actions.continue'), onClick: onSubmit });
  const shownIcon = icon === undefined ? <CircleCheck aria-hidden="true" size={48} /> : icon;
  return <ConfirmDialog open={open} header={title} subheader={message} icon={shownIcon ?? undefined} buttons={buttons} onClose={onClose} fullWidthButtons />;
}
