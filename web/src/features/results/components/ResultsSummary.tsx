import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UtcTime } from '@/components/UtcTime';
import type { ResultsSummary as Summary } from '../api/types';
import { formatCents } from '@/lib/format';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box sx={{ p: 2.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', height: '100%' }}>
      <Typography component="dt" variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5 }}>
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700, color: 'primary.main' }}>
        {value}
      </Typography>
    </Box>
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
    <Box component="section" aria-labelledby="results-summary-title">
      <Typography id="results-summary-title" variant="h2" sx={{ mb: 2 }}>
        {t('summary.title')}
      </Typography>
      {/* Each figure is a <div> group of one <dt> and one <dd>, as a description list allows. */}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0, mb: 3 }}>
        <Figure label={t('summary.pool')} value={<bdi>{formatCents(summary.pool_cents, language)}</bdi>} testId="summary-pool" />
        <Figure label={t('summary.allocated')} value={<bdi>{formatCents(summary.allocated_cents, language)}</bdi>} />
        <Figure
          label={t('summary.unallocated')}
          value={<bdi>{formatCents(summary.unallocated_cents, language)}</bdi>}
          testId="summary-unallocated"
        />
      </Box>
      {summary.unallocated_cents > 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('summary.unallocatedNote')}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
          '& dt': { color: 'text.secondary', fontWeight: 600 },
          '& dd': { m: 0, minWidth: 0 },
        }}
      >
        <dt>{t('summary.algorithm')}</dt>
        <dd>
          {t('summary.algorithmValue', { algorithm: summary.algorithm, version: summary.algorithm_version })}
        </dd>
        <dt>{t('summary.parameters')}</dt>
        <dd>
          <Box component="ul" dir="ltr" sx={{ m: 0, p: 0, listStyle: 'none', fontFamily: 'monospace', fontSize: '0.875rem', inlineSize: 'fit-content' }}>
            {params.map(([key, value]) => (
              <li key={key}>
                {key} = {formatParam(value, 'null')}
              </li>
            ))}
          </Box>
        </dd>
        <dt>{t('summary.inputHash')}</dt>
        <dd>
          <Box component="code" dir="ltr" data-testid="summary-hash" sx={{ display: 'inline-block', fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
            {summary.input_sha256}
          </Box>
        </dd>
        <dt>{t('summary.computedAt')}</dt>
        <dd data-testid="summary-computed">
          <UtcTime value={summary.computed_at} />
        </dd>
      </Box>
    </Box>
  );
}
