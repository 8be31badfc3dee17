import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '@/components/ui/LinkButton';
import { AuthCard } from '@/features/auth/components/AuthCard';
import type { Goodbye } from '@/features/settings/api/leaving';
import '@/features/settings/components/settings.css';
import { session } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** `/goodbye`: where a person lands once their account is deleted (they are signed out). */
export function GoodbyePage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('goodbye.title'));
  const { state } = useLocation() as { state: Partial<Goodbye> | null };
  const accountDeleted = state?.accountDeleted === true;
  // The settings that deleted the account are gone from the screen: forgetting the session now
  // refetches nothing of them (issue 36: five 401s here).
  useEffect(() => {
    if (accountDeleted) session.clear();
  }, [accountDeleted]);
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
