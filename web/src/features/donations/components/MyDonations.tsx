import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagePagination } from '@/components/PagePagination';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { Alert } from '@/components/ui/Alert';
import { LinkButton } from '@/components/ui/LinkButton';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatUtcDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { DONATIONS_PAGE_SIZE, useMyDonations, useProjectTitle } from '../api/queries';
import type { MyDonation } from '../api/types';
import { stateColor, stateLabelKey } from '../utils/state';
import { ReceiptButton } from './ReceiptButton';

/** The link to a donation's project, named once its title is in. */
function ProjectLink({ donation }: { donation: MyDonation }) {
  const { t } = useTranslation('donations');
  const title = useProjectTitle(donation.project_id);
  return (
    <Link to={paths.project(donation.project_id)} dir="auto" className="mp-link">
      {title ?? t('mine.projectFallback')}
    </Link>
  );
}

/** A settled donation's receipt, its button named with the project once its title is in. */
function Receipt({ donation }: { donation: MyDonation }) {
  return <ReceiptButton donationId={donation.id} projectTitle={useProjectTitle(donation.project_id)} />;
}

/** The person's donations, newest first, each linking to its status page; settled ones have a receipt. */
export function MyDonations() {
  const { t, i18n } = useTranslation('donations');
  const messages = useErrorMessages();
  const [page, setPage] = useState(1);
  const list = useMyDonations(page);

  if (list.isPending) return <Skeleton shape="rect" height={240} />;
  if (list.isError) return <Alert severity="error">{messages.apiError(list.error)}</Alert>;
  if (list.data.results.length === 0) {
    return (
      <div className="mp-stack-4">
        <p className="mp-p mp-muted">{t('mine.empty')}</p>
        <LinkButton to={paths.projects} variant="contained">
          {t('cart.explore')}
        </LinkButton>
      </div>
    );
  }

  return (
    <>
      <ResponsiveTable
        label={t('mine.title')}
        rows={list.data.results}
        rowKey={(donation) => donation.id}
        rowTestId="my-donation"
        columns={[
          {
            key: 'project',
            header: t('mine.project'),
            rowHeader: true,
            cell: (donation) => (
              <>
                <ProjectLink donation={donation} />
                {donation.checkout_id && (
                  <span className="mp-caption mp-muted mp-block" data-testid="checkout-mark">
                    {t('mine.checkout')}
                  </span>
                )}
              </>
            ),
          },
          { key: 'date', header: t('mine.date'), cell: (donation) => <bdi className="mp-nowrap">{formatUtcDateTime(donation.created_at)}</bdi> },
          { key: 'amount', header: t('mine.amount'), cell: (donation) => <bdi>{formatMoney(donation.amount, donation.currency, i18n.language)}</bdi> },
          {
            key: 'status',
            header: t('mine.status'),
            cell: (donation) => (
              <>
                <span className={`mp-chip mp-chip-${stateColor(donation.state)}`}>{t(stateLabelKey(donation.state))}</span>
                {donation.state === 'pending' && donation.confirming && (
                  <span className="mp-caption mp-muted mp-block" data-testid="my-donation-confirming">
                    {t('mine.confirming', { seen: donation.confirming.seen, needed: donation.confirming.needed })}
                  </span>
                )}
              </>
            ),
          },
          {
            key: 'details',
            header: t('mine.details'),
            cell: (donation) => (
              <Link to={paths.donation(donation.id)} className="mp-link">
                {t('mine.view')}
              </Link>
            ),
          },
          {
            key: 'receipt',
            header: t('mine.receipt'),
            cell: (donation) =>
              donation.state === 'settled' ? (
                <Receipt donation={donation} />
              ) : (
                <span className="mp-body2 mp-muted">{t('mine.noReceipt')}</span>
              ),
          },
        ]}
      />
      <PagePagination count={Math.ceil(list.data.total / DONATIONS_PAGE_SIZE)} page={page} onChange={setPage} />
    </>
  );
}
