import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePagination } from '@/components/PagePagination';
import { formatUtcDateTime } from '@/lib/dates';
import { formatMoney, formatUsd } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { DONATIONS_PAGE_SIZE, useProjectDonations } from '../api/queries';
import type { Donation } from '../api/types';

function donorName(donation: Donation, anonymous: string): string {
  if (donation.anonymous || !donation.user) return anonymous;
  return `${donation.user.first_name} ${donation.user.last_name}`.trim() || donation.user.username;
}

interface ProjectDonationsProps {
  projectId: string;
  totals: Record<string, { amount: number; rate: number }>;
}

/** Totals per currency and in USD, then the donations, newest first ("Anonymous" when hidden). */
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
    <Card component="section" aria-labelledby="donations-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="donations-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('list.title')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, m: 0, mb: 2 }} data-testid="donation-totals">
          {perCurrency.map(([currency, total]) => (
            <Box key={currency} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {currency === 'lovelace' ? t('list.totalAda') : t('list.totalIn', { currency })}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                <bdi>{formatMoney(total.amount, currency, i18n.language)}</bdi>
              </Typography>
            </Box>
          ))}
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {t('list.totalUsd')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="donation-total-usd">
            <bdi>{formatUsd(usd, i18n.language)}</bdi>
          </Typography>
        </Box>
        <Divider />
        {list.isPending ? (
          <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
        ) : list.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('list.error')} {messages.apiError(list.error)}
          </Alert>
        ) : list.data.results.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('list.empty')}
          </Typography>
        ) : (
          <List aria-label={t('list.title')} data-testid="donation-list">
            {list.data.results.map((donation) => {
              const name = donorName(donation, t('list.anonymous'));
              return (
                <ListItem key={donation.id} disableGutters data-testid="donation-item">
                  <ListItemAvatar>
                    <Avatar src={donation.anonymous ? undefined : (donation.user?.avatar?.url ?? undefined)} alt="">
                      {name.charAt(0)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={name}
                    secondary={<bdi>{formatUtcDateTime(donation.created_at)}</bdi>}
                  />
                  <Typography sx={{ fontWeight: 600 }}>
                    <bdi>{formatMoney(donation.amount, donation.currency, i18n.language)}</bdi>
                  </Typography>
                </ListItem>
              );
            })}
          </List>
        )}
        <PagePagination count={pages} page={page} onChange={setPage} label={t('list.pagination')} size="small" />
      </CardContent>
    </Card>
  );
}
