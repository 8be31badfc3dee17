import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Organization } from '@/features/organizations/api/createOrganization';
import { CreateOrganizationForm } from '@/features/organizations/components/CreateOrganizationForm';
import { useIdentities } from '@/lib/auth/identities';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { useSwitchIdentity } from '@/lib/auth/useSessionActions';
import { flash } from '@/lib/flash';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import '@/features/organizations/components/organizations.css';

/** Creates an organization, then acts as it and continues (`?next=`, else home), saying it was created. */
export function CreateOrganizationPage() {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { person } = useIdentities();
  const switchIdentity = useSwitchIdentity();
  useDocumentTitle(t('create.pageTitle'));

  const onCreated = async (organization: Organization) => {
    await switchIdentity(organization.id);
    await navigate(safeReturnPath(params.get('next')), { replace: true, state: flash({ kind: 'organizationCreated', name: organization.name }) });
  };

  return (
    <div className="mp-container mp-container-sm mp-org-page">
      <h1 className="mp-h1 mp-org-title">{t('create.title')}</h1>
      <p className="mp-p mp-muted mp-org-subtitle">{t('create.subtitle')}</p>
      <div className="mp-card mp-org-card">
        <CreateOrganizationForm defaultEmail={person?.meta.email} onCreated={onCreated} onCancel={() => void navigate(paths.home)} />
      </div>
    </div>
  );
}
