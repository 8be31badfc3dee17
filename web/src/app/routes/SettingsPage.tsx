import { useTranslation } from 'react-i18next';
import { DonationNoticeSettings } from '@/features/organizations/components/DonationNoticeSettings';
import { AccountSettings } from '@/features/settings/components/AccountSettings';
import { LanguageSettings } from '@/features/settings/components/LanguageSettings';
import { LeavingSettings } from '@/features/settings/components/LeavingSettings';
import '@/features/settings/components/settings.css';
import { useIdentities } from '@/lib/auth/identities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('pageTitle'));
  const { current } = useIdentities();
  const ownedOrganization = current?.type === 'organizations' && (current.meta.role === 'owner' || current.meta.role === 'admin') ? current.id : null;
  return (
    <div className="mp-container mp-container-md mp-settings-page">
      <h1 className="mp-h1 mp-settings-title">{t('title')}</h1>
      <div className="mp-settings-stack">
        <AccountSettings />
        <LanguageSettings />
        {ownedOrganization && <DonationNoticeSettings organizationId={ownedOrganization} />}
        <LeavingSettings />
      </div>
    </div>
  );
}
