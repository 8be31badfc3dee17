import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useIdentities } from '@/lib/auth/identities';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { type Estimate, type EstimateCurrency, useEstimate } from '../api/getEstimate';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { formatCents } from '@/lib/format';

interface Props {
  projectId: string;
  /** Whole units of `currency`; ignored when the person only votes. */
  amount: number;
  currency: EstimateCurrency;
  withDonation: boolean;
  /** When voting has not opened yet: when it opens (ISO date). */
  votingOpensAt?: string | null;
}

/**
 * "Your donation adds about $Y to this project's match, an estimate that changes as others give",
 * or why it adds nothing (matching.md §12), updated as the person types, with what verification
 * changes for them. A donation without an amount yet gets a hint instead of a figure.
 */
export function MatchEstimate({ projectId, amount, currency, withDonation, votingOpensAt = null }: Props) {
  const { t } = useTranslation('results');
  const { current, person } = useIdentities();
  const gift = useDebouncedValue(withDonation ? amount : 0, 300);
  const estimate = useEstimate(projectId, gift, currency, person?.id ?? 'visitor');
  const verified = Boolean(person?.meta.identity_verified_at);

  return (
    <Box
      data-testid="match-estimate"
      sx={{ borderInlineStart: 4, borderColor: 'primary.main', bgcolor: 'action.hover', borderRadius: 1, px: 2, py: 1.5 }}
    >
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('estimate.title')}
      </Typography>
      <Box role="status" aria-live="polite" aria-busy={estimate.isFetching}>
        {estimate.isPending ? (
          <Skeleton width="80%" aria-label={t('estimate.loading')} />
        ) : estimate.isError ? (
          <Typography variant="body2">{t('estimate.unavailable')}</Typography>
        ) : (
          <EstimateText estimate={estimate.data} withDonation={withDonation} amount={amount} votingOpensAt={votingOpensAt} />
        )}
      </Box>
      {current?.type === 'users' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {verified ? (
            t('estimate.verified')
          ) : (
            <>
              {t('estimate.unverified')}{' '}
              <Link component={RouterLink} to={paths.verification} underline="always">
                {t('estimate.verify')}
              </Link>
            </>
          )}{' '}
          <Link component={RouterLink} to={paths.howMatchingWorks} underline="always">
            {t('howLink')}
          </Link>
        </Typography>
      )}
    </Box>
  );
}

function EstimateText({
  estimate,
  withDonation,
  amount,
  votingOpensAt,
}: {
  estimate: Estimate;
  withDonation: boolean;
  amount: number;
  votingOpensAt: string | null;
}) {
  const { t, i18n } = useTranslation('results');
  const money = (cents: number) => formatCents(cents, i18n.language);
  let main: string;
  // An ordinary figure carries its context (the match now) in its own sentence.
  let currentSaid = false;
  if (estimate.reason === 'voting_closed' && votingOpensAt)
    main = t('estimate.votingOpens', { date: isolateLtr(formatUtcDateTime(votingOpensAt)) });
  else if (estimate.reason === 'voting_closed') main = t('estimate.reasons.voting_closed');
  else if (withDonation && amount <= 0) main = t('estimate.enterAmount');
  else if (estimate.reason === 'one_supporter') main = t('estimate.reasons.one_supporter');
  else if (estimate.capped || estimate.reason === 'capped') main = withDonation ? t('estimate.reasons.capped') : t('estimate.reasons.cappedVote');
  else if (estimate.reason === 'no_change' || estimate.estimate_cents <= 0)
    main = withDonation ? t('estimate.lessThanCentDonation') : t('estimate.lessThanCentVote');
  else {
    // The figure with its context: the match the project would get now, and that it moves.
    const values = { amount: money(estimate.estimate_cents), current: money(estimate.current_match_cents ?? 0) };
    main = withDonation ? t('estimate.addsDonation', values) : t('estimate.addsVote', values);
    currentSaid = true;
  }

  return (
    <>
      <Typography variant="body1" data-testid="match-estimate-text">
        {main}
      </Typography>
      {estimate.current_match_cents !== null && estimate.reason !== 'voting_closed' && !currentSaid && (
        <Typography variant="body2" color="text.secondary">
          {t('estimate.current', { amount: money(estimate.current_match_cents) })}
        </Typography>
      )}
      {estimate.approximate && estimate.computed_at && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('estimate.approximate', { time: isolateLtr(formatUtcDateTime(estimate.computed_at)) })}
        </Typography>
      )}
    </>
  );
}
