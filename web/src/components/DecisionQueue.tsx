import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';

interface DecisionQueueProps<Status extends string, Item extends { id: string }> {
  /** The status filter: its label, the statuses in order, their labels. */
  filterLabel: string;
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  status: Status;
  onStatus: (status: Status) => void;
  /** The list as the query has it. */
  queue: { isPending: boolean; isError: boolean; error: unknown; data?: { results: Item[] } };
  empty: string;
  /** The last decision's confirmation, and the last decision's failure. */
  notice: string | null;
  onDismissNotice: () => void;
  failure: unknown;
  card: (item: Item) => ReactNode;
  /** The decision dialogs. */
  children?: ReactNode;
}

/**
 * The frame of an operator queue (verifications, project reviews): a status filter, the last
 * decision said politely to screen readers, a failure said at once, then the items or why there
 * are none.
 */
export function DecisionQueue<Status extends string, Item extends { id: string }>(props: DecisionQueueProps<Status, Item>) {
  const { t } = useTranslation('common');
  const messages = useErrorMessages();
  const { queue } = props;
  return (
    <Stack spacing={2.5}>
      <Box sx={{ maxWidth: 280 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={props.filterLabel}
          value={props.status}
          onChange={(event) => props.onStatus(event.target.value as Status)}
        >
          {props.statuses.map((option) => (
            <MenuItem key={option} value={option}>
              {props.statusLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box role="status" aria-live="polite">
        {props.notice && (
          <Alert severity="success" onClose={props.onDismissNotice} slotProps={{ closeButton: { 'aria-label': t('actions.dismiss') } }}>
            {props.notice}
          </Alert>
        )}
      </Box>
      {props.failure !== null && (
        <Alert severity="error" role="alert">
          {messages.apiError(props.failure)}
        </Alert>
      )}
      {queue.isPending ? (
        <Skeleton variant="rounded" height={220} />
      ) : queue.isError || !queue.data ? (
        <Alert severity="error">{messages.apiError(queue.error)}</Alert>
      ) : queue.data.results.length === 0 ? (
        <Typography color="text.secondary">{props.empty}</Typography>
      ) : (
        queue.data.results.map((item) => <Box key={item.id}>{props.card(item)}</Box>)
      )}
      {props.children}
    </Stack>
  );
}
