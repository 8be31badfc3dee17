import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import RedeemOutlinedIcon from '@mui/icons-material/RedeemOutlined';
import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

function AreaLink({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', p: 1 }}>
        <CardContent>
          {icon}
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 1, mb: 1 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /admin: the operator area's tools. */
export function AdminPage() {
  const { t } = useTranslation('trust');
  const { t: tRounds } = useTranslation('roundsAdmin');
  const { t: tReview } = useTranslation('review');
  useDocumentTitle(t('operator.title'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {t('operator.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('operator.intro')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AreaLink
            to={paths.adminVerifications}
            icon={<FactCheckOutlinedIcon color="primary" fontSize="large" />}
            title={t('operator.verificationsTitle')}
            text={t('operator.verificationsText')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AreaLink
            to={paths.adminReviews}
            icon={<RateReviewOutlinedIcon color="primary" fontSize="large" />}
            title={tReview('nav.title')}
            text={tReview('nav.text')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AreaLink
            to={paths.adminReferrals}
            icon={<RedeemOutlinedIcon color="primary" fontSize="large" />}
            title={t('operator.referralsTitle')}
            text={t('operator.referralsText')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AreaLink
            to={paths.adminDonations}
            icon={<VolunteerActivismOutlinedIcon color="primary" fontSize="large" />}
            title={t('donationsAdmin.title')}
            text={t('operator.donationsText')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AreaLink
            to={paths.adminRounds}
            icon={<EventNoteOutlinedIcon color="primary" fontSize="large" />}
            title={tRounds('index.title')}
            text={tRounds('index.text')}
          />
        </Grid>
      </Grid>
    </Container>
  );
}
