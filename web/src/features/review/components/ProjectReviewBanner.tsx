import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useProjectReview } from '../api/getProjectReview';
import { useResubmitProject } from '../api/resubmitProject';
import { isReviewStatus } from '../api/types';
import './review.css';

export interface ProjectReviewBannerProps {
  projectId: string;
  /** The project's status as the page has it. */
  status: string;
  /** Whether the viewer belongs to the organization (only it sees the message and resubmits). */
  isMember: boolean;
  /** After a resubmission, so the page reloads the project. */
  onResubmitted?: () => void;
}

const SEVERITY = { SUBMITTED: 'info', CHANGES_REQUESTED: 'warning', REJECTED: 'error' } as const;

/**
 * Where the organization's project stands in application review: waiting for approval, changes
 * requested (with the team's message and a Resubmit button), or not approved (with the reason).
 */
export function ProjectReviewBanner({ projectId, status, isMember, onResubmitted }: ProjectReviewBannerProps) {
  const { t } = useTranslation('review');
  const messages = useErrorMessages();
  const inReview = isMember && isReviewStatus(status);
  const note = useProjectReview(projectId, inReview);
  const resubmit = useResubmitProject(projectId);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (!inReview) return null;
  const current = note.data && isReviewStatus(note.data.status) ? note.data.status : status;
  if (!isReviewStatus(current)) return null;
  const message = current !== 'SUBMITTED' ? note.data?.message : null;

  const onResubmit = async () => {
    setFailure(null);
    try {
      await resubmit.mutateAsync();
      setDone(true);
      onResubmitted?.();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <div role="status" aria-live="polite" className="mp-review-banner" data-testid="project-review">
      {/* The live region above speaks for it: the notice itself is no second alert. */}
      <Alert severity={SEVERITY[current]} role="none" title={t(`banner.${current}.title`)}>
        <p className="mp-body2">{done && current === 'SUBMITTED' ? t('banner.resubmitted') : t(`banner.${current}.text`)}</p>
        {message && (
          <div className="mp-review-banner-message">
            <p className="mp-body2 mp-strong">{current === 'REJECTED' ? t('banner.reason') : t('banner.message')}</p>
            <p dir="auto" className="mp-body2 mp-review-banner-text">
              {message}
            </p>
          </div>
        )}
        {failure !== null && (
          <p role="alert" className="mp-body2 mp-review-banner-error">
            {messages.apiError(failure)}
          </p>
        )}
        {current === 'CHANGES_REQUESTED' && (
          <Button variant="contained" size="small" onPress={() => void onResubmit()} isPending={resubmit.isPending} className="mp-review-banner-button">
            {t('banner.resubmit')}
          </Button>
        )}
      </Alert>
    </div>
  );
}
