import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UtcTime } from '@/components/UtcTime';
import { formatCents } from '@/lib/format';
import type { StandingsSummary as Summary } from '../api/types';
import '@/components/operatorFrame.css';

export function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="mp-op-figure">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** Pool, matched and unmatched money, the algorithm, and when the figures were computed. */
export function StandingsSummary({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const language = i18n.language;
  return (
    <dl className="mp-op-figures mp-op-figures-4">
      <Figure label={t('standings.pool')} value={<bdi>{formatCents(summary.pool_cents, language)}</bdi>} />
      <Figure label={t('standings.allocated')} value={<bdi>{formatCents(summary.allocated_cents, language)}</bdi>} />
      <Figure label={t('standings.unallocated')} value={<bdi>{formatCents(summary.unallocated_cents, language)}</bdi>} />
      <Figure label={t('standings.computedAt')} value={<UtcTime value={summary.computed_at} />} testId="standings-computed-at" />
    </dl>
  );
}
