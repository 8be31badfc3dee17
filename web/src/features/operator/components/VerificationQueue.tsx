import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionQueue } from '@/components/DecisionQueue';
import { useDecideVerification } from '../api/decideVerification';
import type { QueueItem, QueueStatus } from '../api/types';
import { useVerificationQueue } from '../api/getVerificationQueue';
import { QueueCard } from './QueueCard';
import { RejectDialog } from './RejectDialog';

const STATUSES: readonly QueueStatus[] = ['pending', 'verified', 'rejected'];

/**
 * The operator's review queue: pending KYC and KYB submissions, oldest first, each approved or
 * rejected with a reason; decided ones can be looked at under their status.
 */
export function VerificationQueue() {
  const { t } = useTranslation(['trust', 'common']);
  const [status, setStatus] = useState<QueueStatus>('pending');
  const queue = useVerificationQueue(status);
  const decide = useDecideVerification();
  const [rejecting, setRejecting] = useState<QueueItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const approve = async (item: QueueItem) => {
    setNotice(null);
    setFailure(null);
    try {
      await decide.mutateAsync({ item, status: 'verified' });
      setNotice(t('queue.approved', { name: item.subject_name }));
    } catch (error) {
      setFailure(error);
    }
  };

  const reject = async (item: QueueItem, reason: string) => {
    setNotice(null);
    setFailure(null);
    await decide.mutateAsync({ item, status: 'rejected', reason });
    setRejecting(null);
    setNotice(t('queue.rejectedNotice', { name: item.subject_name }));
  };

  return (
    <DecisionQueue
      filterLabel={t('queue.filter')}
      statuses={STATUSES}
      statusLabel={(option) => t(`queue.status.${option}`)}
      status={status}
      onStatus={setStatus}
      queue={queue}
      empty={status === 'pending' ? t('queue.empty') : t('queue.emptyDecided')}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
      failure={failure}
      card={(item) => (
        <QueueCard
          item={item}
          approving={decide.isPending && decide.variables.item.id === item.id && decide.variables.status === 'verified'}
          onApprove={() => void approve(item)}
          onReject={() => setRejecting(item)}
        />
      )}
    >
      <RejectDialog item={rejecting} onReject={reject} onClose={() => setRejecting(null)} />
    </DecisionQueue>
  );
}
