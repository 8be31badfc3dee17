import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DismissibleNotice } from '@/components/DismissibleNotice';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { cx } from '@/components/ui/classNames';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { UtcTime } from '@/components/UtcTime';
import { formatToken } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useExportRewardsCsv } from '../api/exportRewardsCsv';
import { useReferralRewards } from '../api/getReferralRewards';
import { useMarkRewardsPaid } from '../api/markRewardPaid';
import type { Reward, RewardStatus } from '../api/types';
import '@/components/operatorFrame.css';
import './operator.css';

type Filter = RewardStatus | 'all';
const FILTERS: Filter[] = ['all', 'earned', 'paid'];

/** THANK is a token symbol, like a currency code: never translated. */
function useThank() {
  const { i18n } = useTranslation();
  return (amount: number) => formatToken(amount, 'THANK', i18n.language);
}

/** An identity by its name, its id on hover; the short id when the identity has no name (deleted). */
function IdentityName({ id, name }: { id: string; name?: string }) {
  if (name) {
    return (
      <span title={id} dir="auto" className="mp-ledger-name">
        {name}
      </span>
    );
  }
  return (
    <span title={id} dir="ltr" className="mp-ledger-id">
      {id.slice(0, 8)}
    </span>
  );
}

function Totals({ rows }: { rows: Reward[] }) {
  const { t } = useTranslation('trust');
  const thank = useThank();
  const sum = (status?: RewardStatus) => rows.filter((row) => !status || row.status === status).reduce((total, row) => total + row.thank, 0);
  return (
    <div className="mp-op-row">
      <span className="mp-chip mp-chip-default">{t('ledger.totalAll', { amount: thank(sum()) })}</span>
      <span className="mp-chip mp-chip-outlined-warning">{t('ledger.totalEarned', { amount: thank(sum('earned')) })}</span>
      <span className="mp-chip mp-chip-outlined-success">{t('ledger.totalPaid', { amount: thank(sum('paid')) })}</span>
    </div>
  );
}

/**
 * The referral reward ledger for operators: one row per side of each referral, filtered by
 * status, exported as CSV, and marked paid row by row or for the selected rows.
 */
export function ReferralLedger() {
  const { t } = useTranslation(['trust', 'common']);
  const messages = useErrorMessages();
  const thank = useThank();
  const ledger = useReferralRewards();
  const exportCsv = useExportRewardsCsv();
  const markPaid = useMarkRewardsPaid();
  const [filter, setFilter] = useState<Filter>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const pay = async (ids: string[]) => {
    setNotice(null);
    setFailure(null);
    try {
      await markPaid.mutateAsync(ids);
      setNotice(t('ledger.markedPaid', { amount: thank(ledger.data?.results.filter((row) => ids.includes(row.id)).reduce((total, row) => total + row.thank, 0) ?? 0) }));
      setSelected(new Set());
    } catch (error) {
      setFailure(error);
    }
  };

  const download = async () => {
    setFailure(null);
    try {
      await exportCsv.mutateAsync();
    } catch (error) {
      setFailure(error);
    }
  };

  const rows = ledger.data?.results.filter((row) => filter === 'all' || row.status === filter) ?? [];
  const unpaid = rows.filter((row) => row.status === 'earned');
  const chosen = unpaid.filter((row) => selected.has(row.id)).map((row) => row.id);
  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const rowLabel = (row: Reward) => t('ledger.rowLabel', { side: t(`ledger.side.${row.side}`), id: row.identity_name || row.identity_id.slice(0, 8) });

  const columns: ResponsiveColumn<Reward>[] = [
    { key: 'referrer', header: t('ledger.referrer'), rowHeader: true, cell: (row) => <IdentityName id={row.referrer_id} name={row.referrer_name} /> },
    { key: 'referee', header: t('ledger.referee'), cell: (row) => <IdentityName id={row.referee_id} name={row.referee_name} /> },
    { key: 'recipient', header: t('ledger.recipient'), cell: (row) => (row.side === 'referrer' ? t('ledger.referrer') : t('ledger.referee')) },
    { key: 'kind', header: t('ledger.kind'), cell: (row) => t(`ledger.kindName.${row.kind}`) },
    { key: 'amount', header: t('ledger.amount'), align: 'right', cell: (row) => <bdi>{thank(row.thank)}</bdi> },
    {
      key: 'status',
      header: t('ledger.statusHeading'),
      cell: (row) => <span className={cx('mp-chip', 'mp-chip-small', row.status === 'paid' ? 'mp-chip-success' : 'mp-chip-warning')}>{t(`ledger.status.${row.status}`)}</span>,
    },
    { key: 'earned', header: t('ledger.earnedAt'), cell: (row) => <UtcTime value={row.created_at} /> },
    { key: 'paid', header: t('ledger.paidAt'), cell: (row) => (row.paid_at ? <UtcTime value={row.paid_at} /> : t('ledger.notPaid')) },
    {
      key: 'actions',
      header: t('ledger.actions'),
      cell: (row) =>
        row.status === 'earned' && (
          <div className="mp-op-row">
            <Checkbox isSelected={selected.has(row.id)} onChange={() => toggle(row.id)}>
              <span className="mp-visually-hidden">{t('ledger.select', { row: rowLabel(row) })}</span>
            </Checkbox>
            <Button size="small" variant="outlined" isDisabled={markPaid.isPending} onPress={() => void pay([row.id])}>
              {t('ledger.markPaid')}
              <span className="mp-visually-hidden"> {rowLabel(row)}</span>
            </Button>
          </div>
        ),
    },
  ];

  return (
    <div className="mp-op-stack">
      <div className="mp-ledger-toolbar">
        <Select
          className="mp-op-filter"
          label={t('ledger.filter')}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          options={FILTERS.map((option) => ({ id: option, label: t(`ledger.status.${option}`) }))}
        />
        <div className="mp-op-row">
          <Button variant="contained" isDisabled={chosen.length === 0} isPending={markPaid.isPending && chosen.length > 0} onPress={() => void pay(chosen)}>
            {t('ledger.markSelected', { number: chosen.length })}
          </Button>
          <Button variant="outlined" startIcon={<Download aria-hidden="true" size={20} />} isPending={exportCsv.isPending} onPress={() => void download()}>
            {t('ledger.export')}
          </Button>
        </div>
      </div>
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
      {failure !== null && (
        <Alert severity="error" role="alert">
          {messages.apiError(failure)}
        </Alert>
      )}
      {ledger.isPending ? (
        <div role="status">
          <span className="mp-visually-hidden">{t('common:loading')}</span>
          <Skeleton shape="rect" height={240} className="mp-op-loading" />
        </div>
      ) : ledger.isError ? (
        <Alert severity="error">{messages.apiError(ledger.error)}</Alert>
      ) : (
        <>
          <Totals rows={ledger.data.results} />
          {rows.length === 0 ? (
            <p className="mp-p mp-muted">{filter === 'all' ? t('ledger.empty') : t('ledger.emptyFiltered')}</p>
          ) : (
            <>
              <Checkbox
                isDisabled={unpaid.length === 0}
                isSelected={unpaid.length > 0 && chosen.length === unpaid.length}
                isIndeterminate={chosen.length > 0 && chosen.length < unpaid.length}
                onChange={(checked) => setSelected(new Set(checked ? unpaid.map((row) => row.id) : []))}
              >
                {t('ledger.selectAll')}
              </Checkbox>
              <ResponsiveTable label={t('ledger.title')} size="small" columns={columns} rows={rows} rowKey={(row) => row.id} rowTestId="reward-row" />
            </>
          )}
        </>
      )}
    </div>
  );
}
