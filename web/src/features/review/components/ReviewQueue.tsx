import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionQueue } from '@/components/DecisionQueue';
import { ReasonDialog } from '@/components/ReasonDialog';
import { useDecideReview } from '../api/decideReview';
import { useReviewQueue } from '../api/getReviewQueue';
import { REVIEW_QUEUE_STATUSES, type ReviewItem, type ReviewQueueStatus } from '../api/types';
import { ReviewCard } from './ReviewCard';

/**
 * The operators' project review queue: projects published into rounds that need approval,
 * longest waiting first, each approved, sent back with a message or rejected with a reason.
 */
export function ReviewQueue() {
  const { t } = useTranslation(['review', 'common']);
  const [status, setStatus] = useState<ReviewQueueStatus>('submitted');
  const queue = useReviewQueue(status);
  const decide = useDecideReview();
  const [asking, setAsking] = useState<ReviewItem | null>(null);
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const approve = async (item: ReviewItem) => {
    setNotice(null);
    setFailure(null);
    try {
      await decide.mutateAsync({ item, action: 'approve' });
      setNotice(t('queue.approved', { title: item.title }));
    } catch (error) {
      setFailure(error);
    }
  };

  const requestChanges = async (item: ReviewItem, message: string) => {
    setNotice(null);
    setFailure(null);
    await decide.mutateAsync({ item, action: 'request-changes', message });
    setAsking(null);
    setNotice(t('queue.changesRequested', { title: item.title }));
  };

  const reject = async (item: ReviewItem, reason: string) => {
    setNotice(null);
    setFailure(null);
    await decide.mutateAsync({ item, action: 'reject', reason });
    setRejecting(null);
    setNotice(t('queue.rejectedNotice', { title: item.title }));
  };

  return (
    <DecisionQueue
      filterLabel={t('queue.filter')}
      statuses={REVIEW_QUEUE_STATUSES}
      statusLabel={(option) => t(`queue.status.${option}`)}
      status={status}
      onStatus={setStatus}
      queue={queue}
      empty={status === 'submitted' ? t('queue.empty') : t('queue.emptyOther')}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
      failure={failure}
      card={(item) => (
        <ReviewCard
          item={item}
          approving={decide.isPending && decide.variables.item.id === item.id && decide.variables.action === 'approve'}
          onApprove={() => void approve(item)}
          onRequestChanges={() => setAsking(item)}
          onReject={() => setRejecting(item)}
        />
      )}
    >
      <ReasonDialog
        open={asking !== null}
        title={t('queue.changesTitle', { title: asking?.title ?? '' })}
        text={t('queue.changesText')}
        reasonLabel={t('queue.changesLabel')}
        reasonRequired
        cancelLabel={t('queue.cancel')}
        confirmLabel={t('queue.send')}
        onConfirm={async (message) => {
          if (asking) await requestChanges(asking, message);
        }}
        onClose={() => setAsking(null)}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t('queue.rejectTitle', { title: rejecting?.title ?? '' })}
        text={t('queue.rejectText')}
        reasonLabel={t('queue.reason')}
        reasonRequired
        cancelLabel={t('queue.cancel')}
        confirmLabel={t('queue.reject')}
        onConfirm={async (reason) => {
          if (rejecting) await reject(rejecting, reason);
        }}
        onClose={() => setRejecting(null)}
      />
    </DecisionQueue>
  );
}
