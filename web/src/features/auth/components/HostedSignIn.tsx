import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identityName, useIdentities } from '@/lib/auth/identities';
import { session } from '@/lib/auth/session';
import { browser } from '@/lib/browser';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useAuthorizeSession } from '../api/authorize';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { OidcButtons } from './OidcButtons';
import { RegisterForm } from './RegisterForm';
import { SwitchPrompt } from './SwitchPrompt';

export interface HostedSignInProps {
  sessionId: string;
  initialMode: 'login' | 'register';
  referredBy?: string;
}

/**
 * Our hosted sign-in page for another app's code flow (`/signin?session=<id>`): the person
 * logs in or registers, then the session is authorized and the browser returns to that app.
 */
export function HostedSignIn({ sessionId, initialMode, referredBy }: HostedSignInProps) {
  const { t } = useTranslation('auth');
  const messages = useErrorMessages();
  const { status, person } = useIdentities();
  const authorize = useAuthorizeSession();
  const [mode, setMode] = useState(initialMode);
  const [redirecting, setRedirecting] = useState(false);

  const finish = async () => {
    try {
      const { redirect_to } = await authorize.mutateAsync(sessionId);
      setRedirecting(true);
      browser.assign(redirect_to);
    } catch {
      // Shown above the form through `authorize.error`; the person is signed in and can retry.
    }
  };

  const title = mode === 'register' ? t('signin.registerTitle') : t('signin.title');

  if (redirecting) {
    return (
      <AuthCard title={title}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{t('signin.redirecting')}</Typography>
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle={t('signin.subtitle')}>
      {authorize.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {messages.apiError(authorize.error)}
        </Alert>
      )}
      {status === 'succeeded' && person ? (
        <Stack spacing={1.5}>
          <Button variant="contained" size="large" onClick={() => void finish()} loading={authorize.isPending}>
            {t('signin.continueAs', { name: identityName(person) })}
          </Button>
          <Button variant="outlined" size="large" onClick={() => session.clear()}>
            {t('signin.useAnother')}
          </Button>
        </Stack>
      ) : mode === 'register' ? (
        <>
          {referredBy && (
            <Alert severity="success" sx={{ mb: 2.5 }}>
              {t('register.invitedBy', { username: referredBy })}
            </Alert>
          )}
          <RegisterForm onSignedIn={finish} referralCode={referredBy} />
          <SwitchPrompt question={t('intro.haveAccount')} action={t('intro.logIn')} onClick={() => setMode('login')} />
        </>
      ) : (
        <>
          <LoginForm onSignedIn={finish} />
          <OidcButtons sessionId={sessionId} />
          <SwitchPrompt question={t('intro.noAccount')} action={t('intro.createAccount')} onClick={() => setMode('register')} />
        </>
      )}
    </AuthCard>
  );
}
