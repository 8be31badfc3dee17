import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { ConfirmEmailChange } from '@/features/settings/components/ConfirmEmailChange';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** `/confirm-email-change?token=<token>`: the link emailed to a new address. */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation('settings');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useDocumentTitle(t('confirmEmailChange.title'));
  return (
    <AuthCard title={t('confirmEmailChange.title')}>
      <ConfirmEmailChange token={token} />
    </AuthCard>
  );
}
