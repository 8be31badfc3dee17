import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { finishOidc } from '@/features/auth/api/oidc';
import { OidcCallback } from '@/features/auth/components/OidcCallback';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** `/oidc/callback?code=...&state=...` (or `?error=...`): where a sign-in provider returns. */
export function OidcCallbackPage() {
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  useDocumentTitle(t('oauth.pageTitle'));
  const code = params.get('code');
  const state = params.get('state');
  const problem = params.get('error') ? 'cancelled' : !code || !state ? 'missing' : null;
  const fetch = code && state ? () => finishOidc({ code, state, language: i18n.language }) : null;
  return <OidcCallback queryKey={['oidc-callback', state]} fetch={fetch} problem={problem} />;
}
