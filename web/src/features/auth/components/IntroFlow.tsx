import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Identity } from '@/lib/auth/identities';
import { paths } from '@/lib/paths';
import { pendingReferral, type RegisteredWithReferral } from '@/lib/referral';
import { useCompleteIntro } from '../hooks/useCompleteIntro';
import { useIntroSearch } from '../hooks/useIntroSearch';
import { AccountTypeChooser } from './AccountTypeChooser';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { OidcButtons } from './OidcButtons';
import { RegisterForm } from './RegisterForm';
import { SwitchPrompt } from './SwitchPrompt';

/** /intro: choose individual or organization, then create an account or log in, on one page. */
export function IntroFlow() {
  const { t } = useTranslation('auth');
  const { type, mode, referral, next, update } = useIntroSearch();
  const complete = useCompleteIntro(type, next);
  const navigate = useNavigate();
  // A person invited by someone learns on /referral whether the invitation was recorded.
  const completeRegistration = async (identities: Identity[]) => {
    if (!referral) return complete(identities);
    pendingReferral.clear();
    if (type === 'organization') return complete(identities);
    const state: RegisteredWithReferral = { registeredWith: referral };
    await navigate(paths.referral, { replace: true, state });
  };
  const typeLabel = type === 'organization' ? t('intro.organization') : t('intro.individual');

  return (
    <AuthCard title={t('intro.title')} subtitle={t('intro.subtitle')}>
      {mode === 'choose' ? (
        <>
          <Typography id="account-type-title" variant="h2" sx={{ mb: 2.5, fontSize: '1.25rem' }}>
            {t('intro.chooseType')}
          </Typography>
          <AccountTypeChooser value={type} onChange={(next) => update({ type: next }, true)} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
            <Button variant="contained" size="large" fullWidth onClick={() => update({ mode: 'register' })}>
              {t('intro.createAccount')}
            </Button>
            <Button variant="outlined" size="large" fullWidth onClick={() => update({ mode: 'login' })}>
              {t('intro.logIn')}
            </Button>
          </Stack>
        </>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              {mode === 'register' ? t('register.title') : t('login.title')}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {t('intro.chosenType', { type: typeLabel })}
              </Typography>
              <Button size="small" onClick={() => update({ mode: 'choose' })} aria-label={`${t('intro.change')}: ${typeLabel}`}>
                {t('intro.change')}
              </Button>
            </Box>
          </Box>
          {type === 'organization' && mode === 'register' && (
            <Alert severity="info" sx={{ mb: 2.5 }}>
              {t('intro.organizationNext')}
            </Alert>
          )}
          {referral && mode === 'register' && (
            <Alert severity="success" sx={{ mb: 2.5 }}>
              {referral.kind === 'username' ? t('register.invitedBy', { username: referral.value }) : t('register.invitedWithCode')}
            </Alert>
          )}
          {mode === 'register' ? (
            <>
              <RegisterForm onSignedIn={completeRegistration} referralCode={referral?.value} />
              <SwitchPrompt question={t('intro.haveAccount')} action={t('intro.logIn')} onClick={() => update({ mode: 'login' }, true)} />
            </>
          ) : (
            <>
              <LoginForm onSignedIn={complete} />
              <OidcButtons returnTo={next} />
              <SwitchPrompt question={t('intro.noAccount')} action={t('intro.createAccount')} onClick={() => update({ mode: 'register' }, true)} />
            </>
          )}
        </>
      )}
    </AuthCard>
  );
}
