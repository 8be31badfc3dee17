import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount, formatUsd } from '@/lib/format';
import type { Round } from '../api/types';

/** Projects, votes and donations so far. */
export function RoundStats({ round }: { round: Round }) {
  const { t, i18n } = useTranslation('home');
  const stats = [
    { label: t('round.projects'), value: formatCount(round.total_projects, i18n.language) },
    { label: t('round.votes'), value: formatCount(round.total_votes, i18n.language) },
    { label: t('round.donations'), value: formatUsd(round.total_donations, i18n.language) },
  ];
  return (
    <Card component="section" aria-labelledby="round-stats-title" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Typography id="round-stats-title" variant="h2" sx={{ mb: 2 }}>
          {t('round.stats')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
          {stats.map((stat) => (
            <Box key={stat.label} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
              <Typography component="dt" color="text.secondary">
                {stat.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.375rem' }}>
                <bdi>{stat.value}</bdi>
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
