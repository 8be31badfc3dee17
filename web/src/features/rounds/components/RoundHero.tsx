import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCount, formatUsd } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { Round } from '../api/types';
import { roundProgress } from '../utils/roundProgress';
import { DaysLeft } from './DaysLeft';
import { HeroBand } from './HeroBand';

/** The current round at a glance: number, name, phase, days left and the matching pool. */
export function RoundHero({ round, now }: { round: Round; now?: Date }) {
  const { t, i18n } = useTranslation('home');
  const progress = roundProgress(round, now);
  return (
    <HeroBand>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
              <Typography component="p" variant="overline" sx={{ lineHeight: 1.5 }} data-testid="round-number">
                {t('round.number', { number: formatCount(round.number, i18n.language) })}
              </Typography>
              <Chip
                label={t(`round.phase.${progress.kind}`)}
                size="small"
                sx={{ bgcolor: '#ffffff', color: 'primary.dark', fontWeight: 600 }}
              />
            </Box>
            <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '2rem', md: '2.75rem' } }}>
              <bdi>{round.name}</bdi>
            </Typography>
            {round.description && (
              <Typography sx={{ mb: 3, opacity: 0.92, maxWidth: '60ch', fontSize: '1.0625rem' }}>
                <bdi>{round.description}</bdi>
              </Typography>
            )}
            <DaysLeft progress={progress} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, mt: 3, flexWrap: 'wrap' }}>
              {round.phase === 'results' && (
                <Button
                  component={RouterLink}
                  to={paths.roundResults(round.id)}
                  variant="contained"
                  data-testid="round-results-link"
                  sx={{ bgcolor: '#ffffff', color: 'primary.dark', '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.9)' } }}
                >
                  {t('round.seeResults')}
                </Button>
              )}
              <Link component={RouterLink} to={paths.howMatchingWorks} color="inherit" sx={{ fontWeight: 600 }}>
                {t('round.howMatchingWorks')}
              </Link>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box
              sx={{
                bgcolor: '#ffffff',
                color: 'text.primary',
                borderRadius: 4,
                p: { xs: 3, md: 4 },
                boxShadow: '0 12px 40px rgba(0, 35, 33, 0.25)',
              }}
            >
              <Typography component="p" variant="overline" color="text.secondary">
                {t('round.matchingPool')}
              </Typography>
              <Typography
                component="p"
                data-testid="round-pool"
                sx={{ fontSize: { xs: '2.25rem', md: '2.75rem' }, fontWeight: 700, color: 'primary.main', lineHeight: 1.1 }}
              >
                <bdi>{formatUsd(round.pool_amount, i18n.language)}</bdi>
              </Typography>
            </Box>
          </Grid>
        </Grid>
      </Container>
    </HeroBand>
  );
}
