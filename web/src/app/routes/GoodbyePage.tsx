import { useTranslation } from 'react-i18next';
import { LinkButton } from '@/components/ui/LinkButton';
import { AuthCard } from '@/features/auth/components/AuthCard';
import '@/features/settings/components/settings.css';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** `/goodbye`: where a person lands once their account is deleted (they are signed out). */
export function GoodbyePage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('goodbye.title'));
  return (
    <AuthCard title={t('goodbye.title')}>
      <p role="status" className="mp-p mp-settings-goodbye-text">
        {t('goodbye.text')}
      </p>
      <LinkButton to={paths.home} variant="contained">
        {t('goodbye.home')}
      </LinkButton>
    </AuthCard>
  );
}
