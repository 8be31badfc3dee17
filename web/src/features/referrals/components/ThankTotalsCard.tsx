import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ThankTotals } from '../utils/totals';
import { formatThank } from '../utils/rewards';

/** The identity's THANK: earned in total, paid out, and what is still to be paid. */
export function ThankTotalsCard({ totals }: { totals: ThankTotals }) {
  const { t, i18n } = useTranslation('referrals');
  const figures = [
    { key: 'earned', label: t('totals.earned'), value: totals.earned },
    { key: 'paid', label: t('totals.paid'), value: totals.paid },
    { key: 'awaiting', label: t('totals.awaiting'), value: totals.awaiting },
  ];
  return (
    <Card component="section" aria-labelledby="thank-totals-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="thank-totals-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('totals.title')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, m: 0 }}>
          {figures.map((figure) => (
            <Box key={figure.key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }} data-testid={`thank-${figure.key}`}>
                <bdi>{formatThank(figure.value, i18n.language)}</bdi>
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
