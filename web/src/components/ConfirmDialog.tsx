import type { ReactNode } from 'react';
import { Button } from './ui/Button';
import type { ButtonVariant } from './ui/buttonClass';
import { Dialog } from './ui/Dialog';

export interface ConfirmDialogButton {
  label: string;
  onClick: () => void;
  /** `error` for the answer that destroys something. */
  color?: 'primary' | 'error';
  variant?: ButtonVariant;
}

export interface ConfirmDialogProps {
  open: boolean;
  header: string;
  /** Split on line breaks into paragraphs. */
  subheader?: string;
  buttons: ConfirmDialogButton[];
  onClose: () => void;
  /** Drawn above the title; the dialog is then centred (a result, not a question). */
  icon?: ReactNode;
  /** Buttons as wide as the dialog, side by side. */
  fullWidthButtons?: boolean;
}

/**
 * The app's one confirmation dialog: a title, a few lines, and the answers as buttons ("Delete" /
 * "Keep"), or a result to acknowledge (with an icon). Built on the kit's Dialog (React Aria):
 * named by its title, described by its text, Escape answers "close".
 */
export function ConfirmDialog({ open, header, subheader, buttons, onClose, icon, fullWidthButtons }: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={header}
      icon={icon}
      centered={Boolean(icon) || fullWidthButtons}
      actions={buttons.map((button) => (
        <Button
          key={button.label}
          onPress={button.onClick}
          tone={button.color === 'error' ? 'error' : 'primary'}
          variant={button.variant ?? 'contained'}
          fullWidth={fullWidthButtons}
        >
          {button.label}
        </Button>
      ))}
    >
      {subheader?.split('\n').map((line, index) => <p key={index}>{line}</p>)}
    </Dialog>
  );
}
