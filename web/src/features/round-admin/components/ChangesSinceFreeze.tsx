import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { Alert } from '@/components/ui/Alert';
import { UtcTime } from '@/components/UtcTime';
import { formatCents } from '@/lib/format';
import type { FreezeChange } from '../api/types';
import './roundAdmin.css';

/**
 * Donations of a frozen round that stopped counting afterwards (refunded, disputed, ...): the
 * published results keep them, so the operator sees them before paying out.
 */
/** The states a donation of a frozen round can leave `settled` for (the document types `state` as a string). */
type LeftSettled = 'refunded' | 'disputed' | 'failed' | 'canceled' | 'expired';

export function ChangesSinceFreeze({ changes }: { changes: FreezeChange[] }) {
  const { t, i18n } = useTranslation(['roundsAdmin', 'donations']);
  const titleId = useId();
  if (changes.length === 0) return null;
  const columns: ResponsiveColumn<FreezeChange>[] = [
    { key: 'at', header: t('payouts.changeAt'), cell: (change) => <UtcTime value={change.at} /> },
    { key: 'project', header: t('payouts.project'), rowHeader: true, cell: (change) => <bdi>{change.project_title}</bdi> },
    { key: 'amount', header: t('payouts.amount'), align: 'right', cell: (change) => <bdi>{formatCents(change.usd_cents, i18n.language)}</bdi> },
    { key: 'state', header: t('payouts.changeState'), cell: (change) => t(`donations:state.${change.state as LeftSettled}`) },
  ];
  return (
    <section aria-labelledby={titleId} data-testid="changes-since-freeze" className="mp-op-stack">
      <Alert severity="warning" role="note" title={<span id={titleId} role="heading" aria-level={2}>{t('payouts.changesTitle')}</span>}>
        {t('payouts.changesText')}
      </Alert>
      <ResponsiveTable
        labelledBy={titleId}
        caption={t('payouts.changesCaption')}
        size="small"
        columns={columns}
        rows={changes}
        rowKey={(change) => change.donation_id}
        rowTestId="freeze-change-row"
      />
    </section>
  );
}
