import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Hourglass from 'lucide-react/icons/hourglass';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Undo2 from 'lucide-react/icons/undo-2';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatUtcDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { DonationDetail } from '../api/types';
import { stateColor, stateLabelKey } from '../utils/state';
import { timelineLines } from '../utils/timeline';
import { AmountSummary } from './AmountSummary';
import { CancelPayment } from './CancelPayment';
import { CheckCounted } from './CheckCounted';
import { FinalStateNotice } from './FinalStateNotice';
import { FinishBankCheck } from './FinishBankCheck';
import { ReceiptButton } from './ReceiptButton';
import './donations.css';

function StepIcon({ state, current }: { state: string; current: boolean }) {
  if (current) return <Hourglass className="mp-tone-warning" />;
  if (state === 'failed' || state === 'canceled' || state === 'expired') return <CircleX className="mp-tone-error" />;
  if (state === 'refunded') return <Undo2 className="mp-tone-info" />;
  if (state === 'disputed') return <TriangleAlert className="mp-tone-warning" />;
  return <CircleCheck className="mp-tone-success" />;
}

/** Donations that never reach (or no longer stay on) the project's list of donors. */
const NEVER_LISTED: readonly string[] = ['failed', 'canceled', 'expired'];

/** DESIGN §5: where the donation is, step by step, with the payment reference or txid. */
export function DonationStatus({ donation }: { donation: DonationDetail }) {
  const { t, i18n } = useTranslation('donations');
  const money = (value: number) => formatMoney(value, donation.currency, i18n.language);

  return (
    <div className="mp-card mp-donor-card mp-donation">
      <div className="mp-donation-head">
        <h2 className="mp-h3 mp-donor-card-title">
          <Link to={paths.project(donation.project_id)} dir="auto" className="mp-link">
            {donation.project_title}
          </Link>
        </h2>
        <span className={`mp-chip mp-chip-${stateColor(donation.state)}`} data-testid="donation-state">
          {t(stateLabelKey(donation.state))}
        </span>
      </div>
      {/* Whether the name shows only matters for a donation that is, or may yet be, on the project's list. */}
      <p className="mp-p mp-muted mp-donation-named">
        {NEVER_LISTED.includes(donation.state) ? '' : donation.anonymous ? t('status.anonymous') : t('status.named')}
      </p>
      <AmountSummary
        lines={[
          { label: t('form.donation'), value: money(donation.amount) },
          ...(donation.fee > 0 ? [{ label: t('form.fee'), value: money(donation.fee) }] : []),
          { label: t('form.total'), value: money(donation.total), strong: true },
          ...(donation.currency !== 'USD' ? [{ label: t('form.approxUsd'), value: formatMoney(donation.usd_value, 'USD', i18n.language) }] : []),
        ]}
      />
      <FinalStateNotice state={donation.state} reason={donation.failure_reason} />
      {donation.state === 'pending' && donation.confirming && (
        <p className="mp-p" role="status" data-testid="donation-confirming">
          {t('status.confirming', { seen: donation.confirming.seen, needed: donation.confirming.needed })}
        </p>
      )}
      {donation.state === 'action_required' && donation.client_secret && <FinishBankCheck donation={donation} clientSecret={donation.client_secret} />}
      {donation.can_cancel && <CancelPayment donationId={donation.id} />}
      {donation.state === 'settled' && (
        <div className="mp-donation-receipt">
          <ReceiptButton donationId={donation.id} />
        </div>
      )}
      {donation.state === 'settled' && donation.inclusion && <CheckCounted inclusion={donation.inclusion} />}
      <h3 className="mp-h3 mp-donation-timeline-title">{t('status.timeline')}</h3>
      <ol className="mp-timeline" data-testid="donation-timeline">
        {timelineLines(donation).map(({ state, step, current }, index) => (
          <li key={`${state}-${index}`} aria-current={current ? 'step' : undefined} className="mp-timeline-step">
            <span aria-hidden="true" className="mp-timeline-icon">
              <StepIcon state={state} current={current} />
            </span>
            <div>
              <p className="mp-p mp-strong">{t(stateLabelKey(state))}</p>
              {step && (
                <p className="mp-body2 mp-muted">
                  <bdi>{formatUtcDateTime(step.at)}</bdi>
                </p>
              )}
              {step?.note && (
                <p className="mp-body2 mp-muted" dir="auto">
                  {step.note}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
      {donation.transaction_id && (
        <p className="mp-body2 mp-muted mp-donation-reference">
          {donation.payment_type === 'CRYPTO' ? t('status.txid') : t('status.reference')}: <bdi data-testid="donation-reference">{donation.transaction_id}</bdi>
        </p>
      )}
    </div>
  );
}
