import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UtcTime } from '@/components/UtcTime';
import { visuallyHidden } from '@/components/visuallyHidden';
import { formatUsd } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { ReviewItem } from '../api/types';
import { plainText } from '../utils/plainText';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </Box>
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
    <Card component="article" aria-labelledby={headingId} variant="outlined" data-testid="review-item">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h2" dir="auto" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {item.title}
        </Typography>
        {item.summary && (
          <Typography variant="body2" color="text.secondary" dir="auto" data-testid="review-summary" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
            {plainText(item.summary)}
          </Typography>
        )}
        <Box component="dl" sx={{ m: 0 }}>
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
        </Box>
        <Link component={RouterLink} to={paths.project(item.id)} sx={{ display: 'inline-block', mt: 1 }}>
          {t('queue.open')}
          <span style={visuallyHidden}> {item.title}</span>
        </Link>
      </CardContent>
      {canReject && (
        <CardActions sx={{ px: { xs: 2, sm: 3 }, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          {submitted && (
            <>
              <Button variant="contained" color="success" onClick={onApprove} loading={approving}>
                {t('queue.approve')}
                <span style={visuallyHidden}> {item.title}</span>
              </Button>
              <Button variant="outlined" onClick={onRequestChanges} disabled={approving}>
                {t('queue.requestChanges')}
                <span style={visuallyHidden}> {item.title}</span>
              </Button>
            </>
          )}
          <Button variant="outlined" color="error" onClick={onReject} disabled={approving}>
            {t('queue.reject')}
            <span style={visuallyHidden}> {item.title}</span>
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
