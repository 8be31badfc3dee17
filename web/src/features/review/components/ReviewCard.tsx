import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UtcTime } from '@/components/UtcTime';
import { Button } from '@/components/ui/Button';
import { formatUsd } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { ReviewItem } from '../api/types';
import { plainText } from '../utils/plainText';
import './review.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mp-review-fact">
      <dt className="mp-body2 mp-muted">{label}</dt>
      <dd className="mp-body2 mp-review-fact-value">{children}</dd>
    </div>
  );
}

export interface ReviewCardProps {
  item: ReviewItem;
  onApprove: () => void;
  onRequestChanges: () => void;
  onReject: () => void;
  approving?: boolean;
}

/**
 * One project in review, in the shape of the verification queue's cards: what it is, who asks,
 * the latest message, and the decisions its state allows.
 */
export function ReviewCard({ item, onApprove, onRequestChanges, onReject, approving = false }: ReviewCardProps) {
  const { t, i18n } = useTranslation('review');
  const headingId = useId();
  const submitted = item.status === 'SUBMITTED';
  const canReject = submitted || item.status === 'CHANGES_REQUESTED';
  const messageLabel = item.action === 'rejected' ? t('queue.reason') : item.action === 'resubmitted' ? t('queue.resubmitted') : t('queue.message');

  return (
    <article aria-labelledby={headingId} data-testid="review-item" className="mp-card mp-review-card">
      <div className="mp-review-card-content">
        <h2 id={headingId} dir="auto" className="mp-h3 mp-review-card-title">
          {item.title}
        </h2>
        {item.summary && (
          <p dir="auto" data-testid="review-summary" className="mp-body2 mp-muted mp-review-card-summary">
            {plainText(item.summary)}
          </p>
        )}
        <dl className="mp-review-facts">
          <Fact label={t('queue.organization')}>
            <bdi>{item.organization_name}</bdi>
          </Fact>
          <Fact label={t('queue.round')}>
            <bdi>{item.round_name}</bdi>
          </Fact>
          <Fact label={t('queue.requested')}>{formatUsd(item.total_requested_amount, i18n.language)}</Fact>
          <Fact label={t('queue.updatedAt')}>
            <UtcTime value={item.updated_at} />
          </Fact>
          {item.message && (
            <Fact label={messageLabel}>
              <bdi>{item.message}</bdi>
            </Fact>
          )}
        </dl>
        <RouterLink to={paths.project(item.id)} className="mp-link mp-review-card-open">
          {t('queue.open')}
          <span className="mp-visually-hidden"> {item.title}</span>
        </RouterLink>
      </div>
      {canReject && (
        <div className="mp-review-card-actions">
          {submitted && (
            <>
              <Button variant="contained" onPress={onApprove} isPending={approving} className="mp-review-approve">
                {t('queue.approve')}
                <span className="mp-visually-hidden"> {item.title}</span>
              </Button>
              <Button variant="outlined" onPress={onRequestChanges} isDisabled={approving}>
                {t('queue.requestChanges')}
                <span className="mp-visually-hidden"> {item.title}</span>
              </Button>
            </>
          )}
          <Button variant="outlined" tone="error" onPress={onReject} isDisabled={approving}>
            {t('queue.reject')}
            <span className="mp-visually-hidden"> {item.title}</span>
          </Button>
        </div>
      )}
    </article>
  );
}
