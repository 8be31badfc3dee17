import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { HostedSignIn } from '@/features/auth/components/HostedSignIn';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** `/signin?session=<id>[&auth_mode=register][&referred_by=<username>]` */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  useDocumentTitle(t('signin.pageTitle'));

  if (!sessionId) {
    return <ErrorState icon={<LinkOffOutlinedIcon />} title={t('signin.title')} text={t('signin.missingSession')} />;
  }
  return (
    <HostedSignIn
      sessionId={sessionId}
      initialMode={params.get('auth_mode') === 'register' ? 'register' : 'login'}
      referredBy={params.get('referred_by') ?? undefined}
    />
  );
}
