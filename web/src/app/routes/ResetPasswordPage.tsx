import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** `/reset-password?token=<token>`: the link of the reset email. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  useDocumentTitle(t('reset.title'));
  return (
    <AuthCard title={t('reset.title')}>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
