import { useTranslation } from 'react-i18next';
import type { ThankTotals } from '../utils/totals';
import { formatThank } from '../utils/rewards';
import './referrals.css';

/** The identity's THANK: earned in total, paid out, and what is still to be paid. */
export function ThankTotalsCard({ totals }: { totals: ThankTotals }) {
  const { t, i18n } = useTranslation('referrals');
  const figures = [
    { key: 'earned', label: t('totals.earned'), value: totals.earned },
    { key: 'paid', label: t('totals.paid'), value: totals.paid },
    { key: 'awaiting', label: t('totals.awaiting'), value: totals.awaiting },
  ];
  return (
    <section className="mp-card mp-ref-card" aria-labelledby="thank-totals-title">
      <h2 id="thank-totals-title" className="mp-h2 mp-ref-section-title">
        {t('totals.title')}
      </h2>
      <dl className="mp-ref-figures">
        {figures.map((figure) => (
          <div key={figure.key}>
            <dt className="mp-body2 mp-muted">{figure.label}</dt>
            <dd className="mp-ref-figure" data-testid={`thank-${figure.key}`}>
              <bdi>{formatThank(figure.value, i18n.language)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
