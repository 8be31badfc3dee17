import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { identityName, useIdentities } from '@/lib/auth/identities';
import { session } from '@/lib/auth/session';
import { browser } from '@/lib/browser';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useAuthorizeSession } from '../api/authorize';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { OidcButtons } from './OidcButtons';
import { LoadingButton, Spinner } from './Pending';
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
        <div role="status" className="mp-auth-waiting">
          <Spinner className="mp-auth-spinner-small" />
          <p className="mp-p">{t('signin.redirecting')}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle={t('signin.subtitle')}>
      {authorize.isError && (
        <Alert severity="error" role="alert" className="mp-auth-notice-tight">
          {messages.apiError(authorize.error)}
        </Alert>
      )}
      {status === 'succeeded' && person ? (
        <div className="mp-auth-stack-tight">
          <LoadingButton variant="contained" className="mp-auth-large" onPress={() => void finish()} loading={authorize.isPending}>
            {t('signin.continueAs', { name: identityName(person) })}
          </LoadingButton>
          <Button variant="outlined" className="mp-auth-large" onPress={() => session.clear()}>
            {t('signin.useAnother')}
          </Button>
        </div>
      ) : mode === 'register' ? (
        <>
          {referredBy && (
            <Alert severity="success" className="mp-auth-notice">
              {t('register.invitedBy', { username: referredBy })}
            </Alert>
          )}
          <RegisterForm onSignedIn={finish} referralCode={referredBy} sessionId={sessionId} />
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
