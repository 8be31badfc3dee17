import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@/lib/format';
import { progressPercent } from '../utils/project';

/** "$1,200 raised of $5,000" with a progress bar. */
export function FundingProgress({ raised, target }: { raised: number; target: number }) {
  const { t, i18n } = useTranslation('projects');
  const percent = progressPercent(raised, target);
  const raisedText = formatUsd(raised, i18n.language);
  const targetText = formatUsd(target, i18n.language);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.75, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="project-raised">
          {t('card.raised', { amount: raisedText })}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="project-target">
          {t('card.target', { amount: targetText })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('card.progress', { raised: raisedText, target: targetText })}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
