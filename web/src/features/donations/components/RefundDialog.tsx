import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/ReasonDialog';
import { formatMoneyExact } from '@/lib/format';
import type { AdminDonationView } from '../api/types';

export interface RefundDialogProps {
  /** The donation to refund; null closes the dialog. */
  donation: AdminDonationView | null;
  onRefund: (donation: AdminDonationView, reason: string) => Promise<void>;
  onClose: () => void;
}

/** Asks before a refund (it cannot be undone), with an optional reason the donor sees. */
export function RefundDialog({ donation, onRefund, onClose }: RefundDialogProps) {
  const { t, i18n } = useTranslation('trust');
  const details = donation && {
    amount: formatMoneyExact(donation.amount, donation.currency, i18n.language),
    donor: donation.donor_name,
    project: donation.project_title,
  };
  return (
    <ReasonDialog
      open={donation !== null}
      title={t('donationsAdmin.refundTitle')}
      text={
        <>
          {details && t('donationsAdmin.refundText', details)}
          {donation?.currency === 'lovelace' && ` ${t('donationsAdmin.refundAdaText')}`}
        </>
      }
      reasonLabel={t('donationsAdmin.reason')}
      reasonHelp={t('donationsAdmin.reasonHelp')}
      reasonRequired={false}
      cancelLabel={t('donationsAdmin.keep')}
      confirmLabel={t('donationsAdmin.confirm')}
      onConfirm={async (reason) => {
        if (donation) await onRefund(donation, reason);
      }}
      onClose={onClose}
    />
  );
}
