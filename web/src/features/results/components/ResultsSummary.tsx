import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UtcTime } from '@/components/UtcTime';
import type { ResultsSummary as Summary } from '../api/types';
import { formatCents } from '@/lib/format';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="mp-figure">
      <dt className="mp-overline mp-muted">{label}</dt>
      <dd data-testid={testId} className="mp-figure-value">
        {value}
      </dd>
    </div>
  );
}

function formatParam(value: number | string | null, none: string): string {
  return value === null ? none : String(value);
}

/** Pool, allocated and unallocated money, and exactly how the results were computed. */
export function ResultsSummary({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation('results');
  const language = i18n.language;
  const params = Object.entries(summary.params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return (
    <section aria-labelledby="results-summary-title">
      <h2 id="results-summary-title" className="mp-h2 mp-results-heading">
        {t('summary.title')}
      </h2>
      {/* Each figure is a <div> group of one <dt> and one <dd>, as a description list allows. */}
      <dl className="mp-figures">
        <Figure label={t('summary.pool')} value={<bdi>{formatCents(summary.pool_cents, language)}</bdi>} testId="summary-pool" />
        <Figure label={t('summary.allocated')} value={<bdi>{formatCents(summary.allocated_cents, language)}</bdi>} />
        <Figure label={t('summary.unallocated')} value={<bdi>{formatCents(summary.unallocated_cents, language)}</bdi>} testId="summary-unallocated" />
      </dl>
      {summary.unallocated_cents > 0 && <p className="mp-p mp-muted mp-results-note">{t('summary.unallocatedNote')}</p>}
      <dl className="mp-facts">
        <dt>{t('summary.algorithm')}</dt>
        <dd>{t('summary.algorithmValue', { algorithm: summary.algorithm, version: summary.algorithm_version })}</dd>
        <dt>{t('summary.parameters')}</dt>
        <dd>
          {/* Wraps rather than scrolls: nothing to scroll sideways on a phone. */}
          <ul dir="ltr" className="mp-params">
            {params.map(([key, value]) => (
              <li key={key}>
                {key} = {formatParam(value, 'null')}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('summary.inputHash')}</dt>
        <dd>
          <code dir="ltr" data-testid="summary-hash" className="mp-hash">
            {summary.input_sha256}
          </code>
        </dd>
        <dt>{t('summary.computedAt')}</dt>
        <dd data-testid="summary-computed">
          <UtcTime value={summary.computed_at} />
        </dd>
      </dl>
    </section>
  );
}
