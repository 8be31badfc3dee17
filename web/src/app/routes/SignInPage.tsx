import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { HostedSignIn } from '@/features/auth/components/HostedSignIn';
import { signInPath } from '@/lib/auth/returnPath';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/**
 * `/signin?session=<id>[&auth_mode=register][&referred_by=<username>]`. Without a session (the
 * address typed by hand, a bookmark) it leads to the sign-in page instead of an error.
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  useDocumentTitle(t('signin.pageTitle'));

  if (!sessionId) {
    return <Navigate to={signInPath(params.get('next'))} replace />;
  }
  return (
    <HostedSignIn
      sessionId={sessionId}
      initialMode={params.get('auth_mode') === 'register' ? 'register' : 'login'}
      referredBy={params.get('referred_by') ?? undefined}
    />
  );
}
