import ShieldAlert from 'lucide-react/icons/shield-alert';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmationDialog } from '@/components/ConfirmationDialog';
import { paths } from '@/lib/paths';
import type { VerificationNeed } from '@/lib/verification/verificationRequired';
import './verification.css';

export interface VerificationRequiredDialogProps {
  open: boolean;
  /** `pending`: the documents were sent and are still under review. */
  need?: VerificationNeed;
  onClose: () => void;
}

/** Spec §2 and §8: verification is needed to continue, with Verify (our /verification page) and Close. */
export function VerificationRequiredDialog({ open, need = 'required', onClose }: VerificationRequiredDialogProps) {
  const { t } = useTranslation('trust');
  const navigate = useNavigate();
  return (
    <ConfirmationDialog
      open={open}
      icon={<ShieldAlert size={48} className="mp-verify-required-icon" aria-hidden="true" />}
      title={t('required.title')}
      message={need === 'pending' ? t('required.pendingText') : t('required.text')}
      submitLabel={t('required.verify')}
      onSubmit={() => {
        onClose();
        void navigate(paths.verification);
      }}
      onClose={onClose}
    />
  );
}
