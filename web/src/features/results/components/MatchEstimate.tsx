import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Skeleton } from '@/components/ui/Skeleton';
import { useIdentities } from '@/lib/auth/identities';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { type Estimate, type EstimateCurrency, useEstimate } from '../api/getEstimate';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { formatCents } from '@/lib/format';
import './matchEstimate.css';

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
    <div data-testid="match-estimate" className="mp-estimate">
      <h2 className="mp-estimate-title">{t('estimate.title')}</h2>
      <div role="status" aria-live="polite" aria-busy={estimate.isFetching}>
        {estimate.isPending ? (
          <>
            <Skeleton width="80%" />
            <span className="mp-visually-hidden">{t('estimate.loading')}</span>
          </>
        ) : estimate.isError ? (
          <p className="mp-p mp-body2">{t('estimate.unavailable')}</p>
        ) : (
          <EstimateText estimate={estimate.data} withDonation={withDonation} amount={amount} votingOpensAt={votingOpensAt} />
        )}
      </div>
      {current?.type === 'users' && (
        <p className="mp-p mp-body2 mp-muted mp-estimate-links">
          {verified ? (
            t('estimate.verified')
          ) : (
            <>
              {t('estimate.unverified')}{' '}
              <RouterLink to={paths.verification} className="mp-estimate-link">
                {t('estimate.verify')}
              </RouterLink>
            </>
          )}{' '}
          <RouterLink to={paths.howMatchingWorks} className="mp-estimate-link">
            {t('howLink')}
          </RouterLink>
        </p>
      )}
    </div>
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
      <p className="mp-p" data-testid="match-estimate-text">
        {main}
      </p>
      {estimate.current_match_cents != null && estimate.reason !== 'voting_closed' && !currentSaid && (
        <p className="mp-p mp-body2 mp-muted">{t('estimate.current', { amount: money(estimate.current_match_cents) })}</p>
      )}
      {estimate.approximate && estimate.computed_at && (
        <p className="mp-p mp-caption mp-muted">{t('estimate.approximate', { time: isolateLtr(formatUtcDateTime(estimate.computed_at)) })}</p>
      )}
    </>
  );
}
