import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** `/forgot-password`: ask for a reset link. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.title'));
  return (
    <AuthCard title={t('forgot.title')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
