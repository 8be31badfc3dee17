import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import './donations.css';

export interface ThreeDSecureDialogProps {
  open: boolean;
  amountText: string;
  busy: boolean;
  onComplete: () => void;
  onCancel: () => void;
}

/**
 * The development stand-in for the bank's 3-D Secure page: the person approves (or not), then
 * the client confirms the payment intent with the server. While the answer is on its way the
 * dialog stays open and cannot be dismissed.
 */
export function ThreeDSecureDialog({ open, amountText, busy, onComplete, onCancel }: ThreeDSecureDialogProps) {
  const { t } = useTranslation('donations');
  return (
    <Dialog
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && !busy && onCancel()}
      isDismissable={!busy}
      centered
      icon={<LockKeyhole size={44} className="mp-three-ds-lock" aria-hidden="true" />}
      title={t('threeDs.title')}
      actions={
        <>
          <Button variant="outlined" onPress={onCancel} isDisabled={busy} fullWidth>
            {t('threeDs.cancel')}
          </Button>
          <Button variant="contained" onPress={onComplete} isPending={busy} fullWidth>
            {t('threeDs.complete')}
          </Button>
        </>
      }
    >
      <p className="mp-three-ds-text">{t('threeDs.text', { amount: amountText })}</p>
      <p className="mp-body2">{t('threeDs.simulated')}</p>
    </Dialog>
  );
}
