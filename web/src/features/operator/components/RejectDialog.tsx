import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/ReasonDialog';
import type { QueueItem } from '../api/types';

export interface RejectDialogProps {
  /** The submission to reject; null closes the dialog. */
  item: QueueItem | null;
  onReject: (item: QueueItem, reason: string) => Promise<void>;
  onClose: () => void;
}

/** Rejecting needs a reason: it is emailed and shown on the person's verification page. */
export function RejectDialog({ item, onReject, onClose }: RejectDialogProps) {
  const { t } = useTranslation('trust');
  return (
    <ReasonDialog
      open={item !== null}
      title={t('queue.rejectTitle', { name: item?.subject_name ?? '' })}
      text={t('queue.rejectText')}
      reasonLabel={t('queue.reason')}
      reasonRequired
      cancelLabel={t('queue.cancel')}
      confirmLabel={t('queue.reject')}
      onConfirm={async (reason) => {
        if (item) await onReject(item, reason);
      }}
      onClose={onClose}
    />
  );
}
