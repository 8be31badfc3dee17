import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useDecideVerification } from '../api/decideVerification';
import type { QueueItem, QueueStatus } from '../api/types';
import { useVerificationQueue } from '../api/getVerificationQueue';
import { QueueCard } from './QueueCard';
import { RejectDialog } from './RejectDialog';

const STATUSES: QueueStatus[] = ['pending', 'verified', 'rejected'];

/**
 * The operator's review queue: pending KYC and KYB submissions, oldest first, each approved or
 * rejected with a reason; decided ones can be looked at under their status.
 */
export function VerificationQueue() {
  const { t } = useTranslation(['trust', 'common']);
  const messages = useErrorMessages();
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
    <Stack spacing={2.5}>
      <Box sx={{ maxWidth: 280 }}>
        <TextField select fullWidth size="small" label={t('queue.filter')} value={status} onChange={(event) => setStatus(event.target.value as QueueStatus)}>
          {STATUSES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`queue.status.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box role="status" aria-live="polite">
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)} slotProps={{ closeButton: { 'aria-label': t('common:actions.dismiss') } }}>
            {notice}
          </Alert>
        )}
      </Box>
      {failure !== null && (
        <Alert severity="error" role="alert">
          {messages.apiError(failure)}
        </Alert>
      )}
      {queue.isPending ? (
        <Skeleton variant="rounded" height={220} />
      ) : queue.isError ? (
        <Alert severity="error">{messages.apiError(queue.error)}</Alert>
      ) : queue.data.results.length === 0 ? (
        <Typography color="text.secondary">{status === 'pending' ? t('queue.empty') : t('queue.emptyDecided')}</Typography>
      ) : (
        queue.data.results.map((item) => (
          <QueueCard
            key={item.id}
            item={item}
            approving={decide.isPending && decide.variables.item.id === item.id && decide.variables.status === 'verified'}
            onApprove={() => void approve(item)}
            onReject={() => setRejecting(item)}
          />
        ))
      )}
      <RejectDialog item={rejecting} onReject={reject} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
