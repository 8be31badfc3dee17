import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { DonationDetail } from '../api/types';

/**
 * "Check that your gift was counted" (docs/PROOFS.md §6b): the donor's inclusion code for the
 * donation's round, and the round's results page that opens it. Only the donor sees this page.
 */
export function CheckCounted({ inclusion }: { inclusion: NonNullable<DonationDetail['inclusion']> }) {
  const { t, i18n } = useTranslation('donations');
  const headingId = useId();
  const href = `${paths.roundResults(inclusion.round_id)}?code=${encodeURIComponent(inclusion.code)}`;
  return (
    <section aria-labelledby={headingId} className="mp-donation-check">
      <h3 id={headingId} className="mp-h3">
        {t('checkCounted.title')}
      </h3>
      <p className="mp-body2 mp-muted">{t('checkCounted.text', { number: formatCount(inclusion.round_number, i18n.language) })}</p>
      <p className="mp-body2">
        {t('checkCounted.code')}:{' '}
        <bdi dir="ltr" className="mp-code" data-testid="inclusion-code">
          {inclusion.code}
        </bdi>
      </p>
      <Link to={href} className="mp-link mp-strong">
        {t('checkCounted.link')}
      </Link>
    </section>
  );
}
