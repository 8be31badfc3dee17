import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useProjectReview } from '../api/getProjectReview';
import { useResubmitProject } from '../api/resubmitProject';
import { isReviewStatus } from '../api/types';

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
    <Box role="status" aria-live="polite" sx={{ mb: 3 }} data-testid="project-review">
      <Alert severity={SEVERITY[current]}>
        <AlertTitle>{t(`banner.${current}.title`)}</AlertTitle>
        <Typography variant="body2">{done && current === 'SUBMITTED' ? t('banner.resubmitted') : t(`banner.${current}.text`)}</Typography>
        {message && (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {current === 'REJECTED' ? t('banner.reason') : t('banner.message')}
            </Typography>
            <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {message}
            </Typography>
          </Box>
        )}
        {failure !== null && (
          <Typography variant="body2" role="alert" sx={{ mt: 1, color: 'error.main' }}>
            {messages.apiError(failure)}
          </Typography>
        )}
        {current === 'CHANGES_REQUESTED' && (
          <Button variant="contained" size="small" sx={{ mt: 1.5 }} onClick={() => void onResubmit()} loading={resubmit.isPending}>
            {t('banner.resubmit')}
          </Button>
        )}
      </Alert>
    </Box>
  );
}
