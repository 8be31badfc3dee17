import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCompleteIntro } from '../hooks/useCompleteIntro';
import { useIntroSearch } from '../hooks/useIntroSearch';
import { AccountTypeChooser } from './AccountTypeChooser';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { SwitchPrompt } from './SwitchPrompt';

/** /intro: choose individual or organization, then create an account or log in, on one page. */
export function IntroFlow() {
  const { t } = useTranslation('auth');
  const { type, mode, referralCode, update } = useIntroSearch();
  const complete = useCompleteIntro(type);
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
          {referralCode && mode === 'register' && (
            <Alert severity="success" sx={{ mb: 2.5 }}>
              {t('register.invitedBy', { username: referralCode })}
            </Alert>
          )}
          {mode === 'register' ? (
            <>
              <RegisterForm onSignedIn={complete} referralCode={referralCode} />
              <SwitchPrompt question={t('intro.haveAccount')} action={t('intro.logIn')} onClick={() => update({ mode: 'login' }, true)} />
            </>
          ) : (
            <>
              <LoginForm onSignedIn={complete} />
              <SwitchPrompt question={t('intro.noAccount')} action={t('intro.createAccount')} onClick={() => update({ mode: 'register' }, true)} />
            </>
          )}
        </>
      )}
    </AuthCard>
  );
}
