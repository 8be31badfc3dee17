import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { DismissibleNotice } from './DismissibleNotice';
import { Alert } from './ui/Alert';
import { Select } from './ui/Select';
import { Skeleton } from './ui/Skeleton';
import './operatorFrame.css';

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
    <div className="mp-op-stack">
      <Select
        className="mp-op-filter"
        label={props.filterLabel}
        value={props.status}
        onChange={(value) => props.onStatus(value as Status)}
        options={props.statuses.map((option) => ({ id: option, label: props.statusLabel(option) }))}
      />
      <DismissibleNotice notice={props.notice} onDismiss={props.onDismissNotice} />
      {props.failure !== null && (
        <Alert severity="error" role="alert">
          {messages.apiError(props.failure)}
        </Alert>
      )}
      {queue.isPending ? (
        <div role="status">
          <span className="mp-visually-hidden">{t('loading')}</span>
          <Skeleton shape="rect" height={220} className="mp-op-loading" />
        </div>
      ) : queue.isError || !queue.data ? (
        <Alert severity="error">{messages.apiError(queue.error)}</Alert>
      ) : queue.data.results.length === 0 ? (
        <p className="mp-p mp-muted">{props.empty}</p>
      ) : (
        queue.data.results.map((item) => <div key={item.id}>{props.card(item)}</div>)
      )}
      {props.children}
    </div>
  );
}
