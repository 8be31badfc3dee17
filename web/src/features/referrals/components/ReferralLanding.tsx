import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { registerPath, type PendingReferral } from '@/lib/referral';
import { approxValues, formatThank, PERSON_THANK } from '../utils/rewards';
import { RewardsExplainer } from './RewardsExplainer';

/** /referral for a visitor: who invited them (when the link says), the programme, and the way in. */
export function ReferralLanding({ referral }: { referral: PendingReferral | 'invalid' | undefined }) {
  const { t, i18n } = useTranslation('referrals');
  const valid = referral === 'invalid' ? undefined : referral;
  const title = valid?.kind === 'username' ? t('landing.titleBy', { username: valid.value }) : t('landing.title');

  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.25rem' }, mb: 2 }} dir="auto">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: '65ch' }}>
          {t('landing.welcome')}
        </Typography>
      </Box>
      {referral === 'invalid' && (
        <Alert severity="warning" data-testid="referral-invalid">
          {t('landing.invalid')}
        </Alert>
      )}
      {referral === undefined && <Alert severity="info">{t('landing.noCode')}</Alert>}
      <Card component="section" aria-labelledby="landing-steps-title">
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography id="landing-steps-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
            {t('landing.stepsTitle')}
          </Typography>
          <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, '& li': { mb: 0.75 } }}>
            <li>{t('landing.step1')}</li>
            <li>{t('landing.step2')}</li>
            <li>{t('landing.step3')}</li>
          </Box>
          <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
            {t('landing.stepsReward', { amount: formatThank(PERSON_THANK, i18n.language), ...approxValues('person', i18n.language) })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
            <Button component={RouterLink} to={registerPath('individual', valid)} variant="contained" size="large">
              {t('landing.register')}
            </Button>
            <Button component={RouterLink} to={registerPath('organization', valid)} variant="outlined" size="large">
              {t('landing.registerOrganization')}
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ mt: 2 }}>
            {t('landing.haveAccount')}{' '}
            <Link component={RouterLink} to={`${paths.intro}?mode=login`} underline="always">
              {t('landing.logIn')}
            </Link>
          </Typography>
        </CardContent>
      </Card>
      <RewardsExplainer />
    </Stack>
  );
}
