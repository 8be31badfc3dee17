import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DismissibleNotice } from '@/components/DismissibleNotice';
import { PagePagination } from '@/components/PagePagination';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { UtcTime } from '@/components/UtcTime';
import { formatMoneyExact } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { ADMIN_DONATIONS_PAGE_SIZE, useAdminDonations, useRefundDonation } from '../api/admin';
import type { AdminDonationView } from '../api/types';
import type { DonationState } from '../utils/state';
import { stateColor, stateLabelKey } from '../utils/state';
import { AdminDonationFilters, type ProjectChoice } from './AdminDonationFilters';
import { RefundDialog } from './RefundDialog';
import '@/components/operatorFrame.css';
import './adminDonations.css';

/**
 * Every donation for operators, newest first: filtered by project and state, paged, and refunded
 * one by one (card through the provider; ADA recorded, the operator returns it by hand). A table
 * on wide screens, a card per donation on a phone (issue 36: nothing cut off).
 */
export function AdminDonations() {
  const { t, i18n } = useTranslation(['trust', 'donations', 'common']);
  const messages = useErrorMessages();
  const [page, setPage] = useState(1);
  const [project, setProject] = useState<ProjectChoice | null>(null);
  const [state, setState] = useState<DonationState | ''>('');
  const [refunding, setRefunding] = useState<AdminDonationView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useAdminDonations({ page, projectId: project?.id, state: state || undefined });
  const refund = useRefundDonation();
  const money = (donation: AdminDonationView) => formatMoneyExact(donation.amount, donation.currency, i18n.language);

  const onRefund = async (donation: AdminDonationView, reason: string) => {
    await refund.mutateAsync({ id: donation.id, reason });
    setRefunding(null);
    setNotice(
      donation.currency === 'lovelace'
        ? t('donationsAdmin.refundedAda', { amount: money(donation) })
        : t('donationsAdmin.refunded', { amount: money(donation) }),
    );
  };

  const columns: ResponsiveColumn<AdminDonationView>[] = [
    { key: 'date', header: t('donationsAdmin.date'), cell: (donation) => <UtcTime value={donation.created_at} /> },
    { key: 'donor', header: t('donationsAdmin.donor'), rowHeader: true, cell: (donation) => <bdi>{donation.donor_name}</bdi> },
    {
      key: 'project',
      header: t('donationsAdmin.project'),
      cellClassName: 'mp-admin-donation-project',
      cell: (donation) => <bdi>{donation.project_title}</bdi>,
    },
    { key: 'amount', header: t('donationsAdmin.amount'), align: 'right', cell: (donation) => <bdi>{money(donation)}</bdi> },
    {
      key: 'state',
      header: t('donationsAdmin.state'),
      cell: (donation) => <span className={`mp-chip mp-chip-small mp-chip-${stateColor(donation.state)}`}>{t(`donations:${stateLabelKey(donation.state)}`)}</span>,
    },
    {
      key: 'actions',
      header: t('donationsAdmin.actions'),
      cell: (donation) =>
        donation.refundable && (
          <Button size="small" variant="outlined" tone="error" onPress={() => setRefunding(donation)}>
            {t('donationsAdmin.refund')}
            <span className="mp-visually-hidden">
              {' '}
              {t('donationsAdmin.refundRow', { amount: money(donation), donor: donation.donor_name, project: donation.project_title })}
            </span>
          </Button>
        ),
    },
  ];

  return (
    <div className="mp-op-stack">
      <AdminDonationFilters
        project={project}
        state={state}
        onProject={(next) => {
          setProject(next);
          setPage(1);
        }}
        onState={(next) => {
          setState(next);
          setPage(1);
        }}
      />
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
      {list.isPending ? (
        <div role="status">
          <span className="mp-visually-hidden">{t('donationsAdmin.loading')}</span>
          <Skeleton shape="rect" height={240} className="mp-op-loading" />
        </div>
      ) : list.isError ? (
        <Alert severity="error">{messages.apiError(list.error)}</Alert>
      ) : list.data.results.length === 0 ? (
        <p className="mp-p mp-muted">{project || state ? t('donationsAdmin.emptyFiltered') : t('donationsAdmin.empty')}</p>
      ) : (
        <>
          <p className="mp-body2 mp-muted">{t('donationsAdmin.count', { count: list.data.total })}</p>
          <ResponsiveTable
            label={t('donationsAdmin.title')}
            size="small"
            columns={columns}
            rows={list.data.results}
            rowKey={(donation) => donation.id}
            rowTestId="admin-donation"
          />
          <PagePagination count={Math.ceil(list.data.total / ADMIN_DONATIONS_PAGE_SIZE)} page={page} onChange={setPage} />
        </>
      )}
      <RefundDialog donation={refunding} onRefund={onRefund} onClose={() => setRefunding(null)} />
    </div>
  );
}
