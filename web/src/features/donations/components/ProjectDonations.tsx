import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePagination } from '@/components/PagePagination';
import { Alert } from '@/components/ui/Alert';
import { Avatar } from '@/components/ui/Avatar';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatUtcDateTime } from '@/lib/dates';
import { formatMoney, formatUsd } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { DONATIONS_PAGE_SIZE, useProjectDonations } from '../api/queries';
import type { Donation } from '../api/types';
import './projectDonations.css';

function donorName(donation: Donation, anonymous: string): string {
  if (donation.anonymous || !donation.user) return anonymous;
  return `${donation.user.first_name} ${donation.user.last_name}`.trim() || donation.user.username;
}

interface ProjectDonationsProps {
  projectId: string;
  totals: Record<string, { amount: number; rate: number }>;
}

/**
 * Totals per currency and in USD, then the donations, newest first ("Anonymous" when hidden).
 * Plain markup and the kit's notices (no React Aria): the project page draws it below the fold.
 */
export function ProjectDonations({ projectId, totals }: ProjectDonationsProps) {
  const { t, i18n } = useTranslation('donations');
  const messages = useErrorMessages();
  const [page, setPage] = useState(1);
  const list = useProjectDonations(projectId, page);
  const currencies = Object.entries(totals);
  // With USD alone, its line would repeat the USD total.
  const perCurrency = currencies.length === 1 && currencies[0]?.[0] === 'USD' ? [] : currencies;
  const usd = currencies.reduce((sum, [, total]) => sum + total.amount * total.rate, 0);
  const pages = Math.ceil((list.data?.total ?? 0) / DONATIONS_PAGE_SIZE);

  return (
    <section aria-labelledby="donations-title" className="mp-card mp-project-donations">
      <h2 id="donations-title" className="mp-h2 mp-project-donations-title">
        {t('list.title')}
      </h2>
      <dl className="mp-project-donations-totals" data-testid="donation-totals">
        {perCurrency.map(([currency, total]) => (
          <div key={currency} className="mp-project-donations-total">
            <dt className="mp-body2 mp-muted">{currency === 'lovelace' ? t('list.totalAda') : t('list.totalIn', { currency })}</dt>
            <dd className="mp-body2 mp-strong">
              <bdi>{formatMoney(total.amount, currency, i18n.language)}</bdi>
            </dd>
          </div>
        ))}
        <div className="mp-project-donations-total mp-project-donations-usd">
          <dt>{t('list.totalUsd')}</dt>
          <dd data-testid="donation-total-usd">
            <bdi>{formatUsd(usd, i18n.language)}</bdi>
          </dd>
        </div>
      </dl>
      {list.isPending ? (
        <Skeleton shape="rect" height={120} className="mp-project-donations-after" />
      ) : list.isError ? (
        <Alert severity="error" className="mp-project-donations-after">
          {t('list.error')} {messages.apiError(list.error)}
        </Alert>
      ) : list.data.results.length === 0 ? (
        <p className="mp-p mp-muted mp-project-donations-after">{t('list.empty')}</p>
      ) : (
        <ul aria-label={t('list.title')} data-testid="donation-list" className="mp-project-donations-list">
          {list.data.results.map((donation) => {
            const name = donorName(donation, t('list.anonymous'));
            const avatar = donation.anonymous ? undefined : (donation.user?.avatar?.url ?? undefined);
            return (
              <li key={donation.id} data-testid="donation-item" className="mp-project-donation">
                <Avatar name={name} src={avatar} letters={1} className="mp-project-donation-avatar" />
                <span className="mp-project-donation-who">
                  <span className="mp-project-donation-name">{name}</span>
                  <span className="mp-body2 mp-muted">
                    <bdi>{formatUtcDateTime(donation.created_at)}</bdi>
                  </span>
                </span>
                <span className="mp-strong">
                  <bdi>{formatMoney(donation.amount, donation.currency, i18n.language)}</bdi>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <PagePagination count={pages} page={page} onChange={setPage} label={t('list.pagination')} size="small" />
    </section>
  );
}
