import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ResultLine } from '../api/types';
import { formatCents } from '@/lib/format';

/**
 * The distribution of final matches as horizontal bars (plain boxes, no chart library).
 * Screen readers get one image with a label that lists every project and its match.
 */
export function MatchChart({ results }: { results: ResultLine[] }) {
  const { t, i18n } = useTranslation('results');
  const language = i18n.language;
  const max = Math.max(0, ...results.map((line) => line.match_cents));
  const titleOf = (line: ResultLine) => line.title ?? t('table.removedProject');
  const label = t('chart.label', {
    items: results
      .map((line) => t('chart.item', { title: titleOf(line), amount: formatCents(line.match_cents, language) }))
      .join(t('chart.separator')),
  });
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid="match-chart"
      sx={{ display: 'grid', gap: 1.25, p: { xs: 2, md: 3 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      {results.map((line) => {
        const percent = max > 0 ? (line.match_cents / max) * 100 : 0;
        return (
          <Box
            key={line.project_id}
            aria-hidden="true"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, 14rem) 1fr' }, gap: { xs: 0.5, sm: 2 }, alignItems: 'center' }}
          >
            <Typography variant="body2" noWrap title={titleOf(line)}>
              {titleOf(line)}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                sx={{
                  height: 18,
                  inlineSize: `${percent}%`,
                  minInlineSize: line.match_cents > 0 ? 4 : 0,
                  maxInlineSize: 'calc(100% - 7.5rem)',
                  bgcolor: line.capped ? 'warning.main' : 'primary.main',
                  borderRadius: 1,
                }}
              />
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                <bdi>{formatCents(line.match_cents, language)}</bdi>
              </Typography>
            </Box>
          </Box>
        );
      })}
      <Typography variant="caption" color="text.secondary" aria-hidden="true">
        <Box component="span" sx={{ display: 'inline-block', inlineSize: 10, blockSize: 10, bgcolor: 'warning.main', borderRadius: 0.5, marginInlineEnd: 0.75 }} />
        {t('chart.cappedLegend')}
      </Typography>
    </Box>
  );
}
