import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** Title, message, an optional submit button and a close button ("Close" by default). */
export function ConfirmationDialog({
  open,
  title,
  message,
  icon,
  submitLabel,
  onSubmit,
  closeLabel,
  onClose,
}: ConfirmationDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const shownIcon = icon === undefined ? <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48 }} /> : icon;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {shownIcon && <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>{shownIcon}</Box>}
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        {title}
      </DialogTitle>
      {message && (
        <DialogContent>
          {message.split('\n').map((line, index) => (
            <Typography key={index} color="text.secondary" sx={{ textAlign: 'center', mb: 1 }}>
              {line}
            </Typography>
          ))}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button onClick={onClose} variant={onSubmit ? 'outlined' : 'contained'} fullWidth>
          {closeLabel ?? t('actions.close')}
        </Button>
        {onSubmit && (
          <Button onClick={onSubmit} variant="contained" fullWidth>
            {submitLabel ?? t('actions.continue')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
