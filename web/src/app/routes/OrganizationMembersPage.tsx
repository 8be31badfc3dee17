import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMembersOrganization } from '@/features/organizations/members/api';
import { MembersSection } from '@/features/organizations/members/MembersSection';
import { useIdentities } from '@/lib/auth/identities';
import { session } from '@/lib/auth/session';
import { useSwitchIdentity } from '@/lib/auth/useSessionActions';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** /organizations/:id/members: the organization's team (members only; the server checks). */
export function OrganizationMembersPage() {
  const { t } = useTranslation('members');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const switchIdentity = useSwitchIdentity();
  const { person } = useIdentities();
  const organization = useMembersOrganization(id);
  const name = organization.data?.name ?? '';
  useDocumentTitle(t('pageTitle', { name }));

  const left = async () => {
    // Acting as an organization one has left would be refused: act as the person again.
    if (person && session.get().currentIdentityId === id) await switchIdentity(person.id);
    void navigate(paths.home);
  };

  return (
    <div className="mp-container mp-container-md">
      <h1 className="mp-h1">{t('pageTitle', { name })}</h1>
      <p className="mp-p mp-muted">{t('subtitle', { name })}</p>
      {person && <MembersSection organizationId={id} organizationName={name} personId={person.id} onLeft={() => void left()} />}
    </div>
  );
}
