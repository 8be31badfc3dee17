import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ThreeDSecureDialogProps {
  open: boolean;
  amountText: string;
  busy: boolean;
  onComplete: () => void;
  onCancel: () => void;
}

/**
 * The development stand-in for the bank's 3-D Secure page: the person approves (or not), then
 * the client confirms the payment intent with the server.
 */
export function ThreeDSecureDialog({ open, amountText, busy, onComplete, onCancel }: ThreeDSecureDialogProps) {
  const { t } = useTranslation('donations');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
        <LockOutlinedIcon color="primary" sx={{ fontSize: 44 }} aria-hidden="true" />
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        {t('threeDs.title')}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ textAlign: 'center', mb: 1 }}>{t('threeDs.text', { amount: amountText })}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('threeDs.simulated')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" onClick={onCancel} disabled={busy} fullWidth>
          {t('threeDs.cancel')}
        </Button>
        <Button variant="contained" onClick={onComplete} loading={busy} fullWidth>
          {t('threeDs.complete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
