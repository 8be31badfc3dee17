import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { CheckoutAnswer } from './api';

/** After paying: every project's donation, confirmed together (or still confirming). */
export function CheckoutResultView({ answer, titles }: { answer: CheckoutAnswer; titles: Record<string, string> }) {
  const { t, i18n } = useTranslation('donations');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const settled = answer.checkout.state === 'settled';
  // In the checkout's own currency: USD by card, ADA from a wallet (major units either way).
  const money = (value: number) => formatMoney(value, answer.checkout.currency, i18n.language);
  const { total, fee } = answer.checkout;
  // "12.5 ADA" keeps its order inside a right-to-left sentence (the list's amounts are in <bdi>).
  const inline = (value: number) => (answer.checkout.currency !== 'USD' && i18n.dir() === 'rtl' ? `\u2066${money(value)}\u2069` : money(value));
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }} data-testid="checkout-result">
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography variant="h2" ref={heading} tabIndex={-1} sx={{ fontSize: '1.5rem', outline: 'none' }}>
        {settled ? t('cart.paidTitle', { count: answer.checkout.donations.length }) : t('cart.pendingTitle')}
      </Typography>
      <Typography data-testid="checkout-paid-text">
        {fee > 0 ? t('cart.paidText', { total: inline(total), fee: inline(fee) }) : t('cart.paidTextNoFee', { total: inline(total) })}
      </Typography>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
        {answer.checkout.donations.map((donation) => (
          <li key={donation.id} data-testid="checkout-result-donation">
            <bdi dir="auto">{titles[donation.project_id] ?? ''}</bdi> — <bdi>{money(donation.amount)}</bdi> · <RouterLink to={paths.donation(donation.id)}>{t('cart.donationStatus')}</RouterLink>
          </li>
        ))}
      </Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.myDonations} variant="contained">{t('cart.myDonations')}</Button>
        <Button component={RouterLink} to={paths.projects} variant="outlined">{t('cart.explore')}</Button>
      </Stack>
    </Stack>
  );
}
