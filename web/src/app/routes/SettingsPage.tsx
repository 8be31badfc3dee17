import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { DonationNoticeSettings } from '@/features/organizations/components/DonationNoticeSettings';
import { AccountSettings } from '@/features/settings/components/AccountSettings';
import { LanguageSettings } from '@/features/settings/components/LanguageSettings';
import { LeavingSettings } from '@/features/settings/components/LeavingSettings';
import '@/features/settings/components/settings.css';
import { useIdentities } from '@/lib/auth/identities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

// Only for someone acting for an organization: loaded then, not with every person's settings.
const OrganizationProfileSettings = lazy(async () => ({
  default: (await import('@/features/organizations/components/OrganizationProfileSettings')).OrganizationProfileSettings,
}));
const CloseOrganizationSettings = lazy(async () => ({
  default: (await import('@/features/organizations/components/CloseOrganizationSettings')).CloseOrganizationSettings,
}));

/** Whose settings come where: an owner also closes the organization, last on the page. */
function actingFor(role: string | null | undefined) {
  if (role === 'owner') return 'actingFor.owner';
  return role === 'admin' ? 'actingFor.manager' : 'actingFor.member';
}

export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('pageTitle'));
  const { current } = useIdentities();
  const organization = current?.type === 'organizations' ? current : null;
  const ownedOrganization = organization && (organization.meta.role === 'owner' || organization.meta.role === 'admin') ? organization.id : null;
  return (
    <div className="mp-container mp-container-md mp-settings-page">
      <h1 className="mp-h1 mp-settings-title">{t('title')}</h1>
      {/* Acting for an organization: say whose settings these are, the organization's first. */}
      {organization && (
        <Alert severity="info" role="note" className="mp-settings-alert" data-testid="settings-acting-for">
          {t(actingFor(organization.meta.role), { organization: organization.meta.name ?? organization.meta.shortname })}
        </Alert>
      )}
      <div className="mp-settings-stack">
        {ownedOrganization && (
          <Suspense fallback={<span className="mp-spinner" role="progressbar" aria-label={t('donationNotices.loading')} />}>
            <OrganizationProfileSettings organizationId={ownedOrganization} />
          </Suspense>
        )}
        {ownedOrganization && <DonationNoticeSettings organizationId={ownedOrganization} />}
        <AccountSettings />
        <LanguageSettings />
        <LeavingSettings />
        {organization?.meta.role === 'owner' && (
          <Suspense fallback={null}>
            <CloseOrganizationSettings organizationId={organization.id} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
