import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface ConfirmDialogButton {
  label: string;
  onClick: () => void;
  color?: Extract<ButtonProps['color'], 'primary' | 'secondary' | 'error' | 'info'>;
  variant?: ButtonProps['variant'];
}

export interface ConfirmDialogProps {
  open: boolean;
  header: string;
  subheader?: string;
  buttons: ConfirmDialogButton[];
  onClose: () => void;
}

/** A question with a list of answers as buttons (e.g. "Delete" / "Keep"). */
export function ConfirmDialog({ open, header, subheader, buttons, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={subheader ? descriptionId : undefined}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{header}</DialogTitle>
      {subheader && (
        <DialogContent>
          <Typography id={descriptionId} color="text.secondary">
            {subheader}
          </Typography>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        {buttons.map((button) => (
          <Button
            key={button.label}
            onClick={button.onClick}
            color={button.color ?? 'primary'}
            variant={button.variant ?? 'contained'}
          >
            {button.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
