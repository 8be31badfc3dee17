import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { VerifyEmail } from '@/features/auth/components/VerifyEmail';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** `/verify-email?token=<token>`: the link of the confirmation email. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const next = safeReturnPath(params.get('next'));
  const app = params.get('app');
  useDocumentTitle(t('verifyEmail.title'));
  return (
    <AuthCard title={t('verifyEmail.title')}>
      <VerifyEmail token={token} next={next === paths.home ? null : next} app={app} />
    </AuthCard>
  );
}
