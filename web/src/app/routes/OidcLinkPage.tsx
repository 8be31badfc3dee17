import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmOidcLink } from '@/features/auth/api/oidc';
import { OidcCallback } from '@/features/auth/components/OidcCallback';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** `/oidc/link?token=...`: the emailed link that links a provider to an existing account. */
export function OidcLinkPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  useDocumentTitle(t('oidc.link.title'));
  const token = params.get('token');
  const fetch = token ? () => confirmOidcLink(token) : null;
  return <OidcCallback queryKey={['oidc-link', token]} fetch={fetch} problem={token ? null : 'missing'} />;
}
