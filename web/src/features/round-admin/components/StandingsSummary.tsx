import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UtcTime } from '@/components/UtcTime';
import type { StandingsSummary as Summary } from '../api/types';
import { formatCents } from '@/lib/format';

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, fontSize: '1.25rem', fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Pool, matched and unmatched money, the algorithm, and when the figures were computed. */
export function StandingsSummary({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const language = i18n.language;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
    >
      <Figure label={t('standings.pool')} value={<bdi>{formatCents(summary.pool_cents, language)}</bdi>} />
      <Figure label={t('standings.allocated')} value={<bdi>{formatCents(summary.allocated_cents, language)}</bdi>} />
      <Figure label={t('standings.unallocated')} value={<bdi>{formatCents(summary.unallocated_cents, language)}</bdi>} />
      <Figure
        label={t('standings.computedAt')}
        value={<UtcTime value={summary.computed_at} />}
        testId="standings-computed-at"
      />
    </Box>
  );
}
