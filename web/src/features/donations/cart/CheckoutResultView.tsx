import CircleCheck from 'lucide-react/icons/circle-check';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LinkButton } from '@/components/ui/LinkButton';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { CheckoutAnswer } from './api';
import './cart.css';

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
    <div className="mp-checkout-result" data-testid="checkout-result">
      <CircleCheck size={48} className="mp-checkout-result-icon" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="mp-h2 mp-checkout-result-title">
        {settled ? t('cart.paidTitle', { count: answer.checkout.donations.length }) : t('cart.pendingTitle')}
      </h2>
      <p className="mp-p" data-testid="checkout-paid-text">
        {fee > 0 ? t('cart.paidText', { total: inline(total), fee: inline(fee) }) : t('cart.paidTextNoFee', { total: inline(total) })}
      </p>
      <ul className="mp-checkout-result-list">
        {answer.checkout.donations.map((donation) => (
          <li key={donation.id} data-testid="checkout-result-donation">
            <bdi dir="auto">{titles[donation.project_id] ?? ''}</bdi> — <bdi>{money(donation.amount)}</bdi> ·{' '}
            <RouterLink to={paths.donation(donation.id)} className="mp-link">
              {t('cart.donationStatus')}
            </RouterLink>
          </li>
        ))}
      </ul>
      <div className="mp-checkout-result-actions">
        <LinkButton to={paths.myDonations} variant="contained">
          {t('cart.myDonations')}
        </LinkButton>
        <LinkButton to={paths.projects} variant="outlined">
          {t('cart.explore')}
        </LinkButton>
      </div>
    </div>
  );
}
