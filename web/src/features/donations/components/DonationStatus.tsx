import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatUtcDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { DonationDetail, DonationState } from '../api/types';
import { stateColor } from '../utils/state';
import { timelineLines } from '../utils/timeline';
import { AmountSummary } from './AmountSummary';
import { CancelPayment } from './CancelPayment';
import { FinalStateNotice } from './FinalStateNotice';
import { FinishBankCheck } from './FinishBankCheck';
import { ReceiptButton } from './ReceiptButton';

function StepIcon({ state, current }: { state: DonationState; current: boolean }) {
  if (current) return <HourglassTopIcon color="warning" />;
  if (state === 'failed' || state === 'canceled' || state === 'expired') return <CancelOutlinedIcon color="error" />;
  if (state === 'refunded') return <UndoIcon color="info" />;
  if (state === 'disputed') return <ReportProblemOutlinedIcon color="warning" />;
  return <CheckCircleIcon color="success" />;
}

/** Donations that never reach (or no longer stay on) the project's list of donors. */
const NEVER_LISTED: DonationState[] = ['failed', 'canceled', 'expired'];

/** DESIGN §5: where the donation is, step by step, with the payment reference or txid. */
export function DonationStatus({ donation }: { donation: DonationDetail }) {
  const { t, i18n } = useTranslation('donations');
  const money = (value: number) => formatMoney(value, donation.currency, i18n.language);

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            <Link component={RouterLink} to={paths.project(donation.project_id)} dir="auto">
              {donation.project_title}
            </Link>
          </Typography>
          <Chip label={t(`state.${donation.state}`)} color={stateColor(donation.state)} size="small" data-testid="donation-state" />
        </Box>
        {/* Whether the name shows only matters for a donation that is, or may yet be, on the project's list. */}
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {NEVER_LISTED.includes(donation.state) ? '' : donation.anonymous ? t('status.anonymous') : t('status.named')}
        </Typography>
        <AmountSummary
          lines={[
            { label: t('form.donation'), value: money(donation.amount) },
            ...(donation.fee > 0 ? [{ label: t('form.fee'), value: money(donation.fee) }] : []),
            { label: t('form.total'), value: money(donation.total), strong: true },
            ...(donation.currency !== 'USD' ? [{ label: t('form.approxUsd'), value: formatMoney(donation.usd_value, 'USD', i18n.language) }] : []),
          ]}
        />
        <FinalStateNotice state={donation.state} reason={donation.failure_reason} />
        {donation.state === 'action_required' && donation.client_secret && <FinishBankCheck donation={donation} clientSecret={donation.client_secret} />}
        {donation.can_cancel && <CancelPayment donationId={donation.id} />}
        {donation.state === 'settled' && (
          <Box sx={{ mt: 2 }}>
            <ReceiptButton donationId={donation.id} />
          </Box>
        )}
        <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('status.timeline')}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="donation-timeline">
          {timelineLines(donation).map(({ state, step, current }, index) => (
            <Box component="li" key={`${state}-${index}`} aria-current={current ? 'step' : undefined} sx={{ display: 'flex', gap: 1.5, py: 1 }}>
              <Box aria-hidden="true">
                <StepIcon state={state} current={current} />
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{t(`state.${state}`)}</Typography>
                {step && (
                  <Typography variant="body2" color="text.secondary">
                    <bdi>{formatUtcDateTime(step.at)}</bdi>
                  </Typography>
                )}
                {step?.note && (
                  <Typography variant="body2" color="text.secondary" dir="auto">
                    {step.note}
                  </Typography>
                )}
              </Box>
            </Box>
          ))}
        </Box>
        {donation.transaction_id && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
            {donation.payment_type === 'CRYPTO' ? t('status.txid') : t('status.reference')}: <bdi data-testid="donation-reference">{donation.transaction_id}</bdi>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
