import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OAuthCallback } from '@/features/auth/components/OAuthCallback';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** `/oauth/:product?code=...&identity_id=...[&next=/path]` */
export function OAuthPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  useDocumentTitle(t('oauth.pageTitle'));
  return <OAuthCallback code={params.get('code')} identityId={params.get('identity_id')} next={params.get('next')} />;
}
