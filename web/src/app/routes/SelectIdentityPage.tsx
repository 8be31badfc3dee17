import Building2 from 'lucide-react/icons/building-2';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/classNames';
import { LinkButton } from '@/components/ui/LinkButton';
import { identityName, useIdentities, type OrganizationIdentity } from '@/lib/auth/identities';
import { useSwitchIdentity } from '@/lib/auth/useSessionActions';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { IdentityAvatar } from '../layout/IdentityAvatar';
import '@/features/projects/wizard/wizard.css';

/** /create/select-identity: projects belong to organizations; switch to one, or create one. */
export function SelectIdentityPage() {
  const { t } = useTranslation(['projectForm', 'projects']);
  const navigate = useNavigate();
  const { identities, current } = useIdentities();
  const switchIdentity = useSwitchIdentity();
  useDocumentTitle(t('selectIdentity.title'));
  const organizations = identities.filter((identity): identity is OrganizationIdentity => identity.type === 'organizations');

  const choose = async (organization: OrganizationIdentity) => {
    await switchIdentity(organization.id);
    await navigate(paths.createProject);
  };

  return (
    <div className="mp-container mp-container-sm mp-wizard mp-identity-page">
      <h1 className="mp-h1 mp-wizard-start-title">{t('selectIdentity.title')}</h1>
      <Alert severity="info" role="status" className="mp-wizard-start-alert">
        {t('selectIdentity.text')}
      </Alert>
      <div className="mp-card mp-wizard-card">
        {organizations.length > 0 ? (
          <>
            <h2 id="organizations-title" className="mp-h3 mp-identity-title">
              {t('selectIdentity.switchTo')}
            </h2>
            <ul aria-labelledby="organizations-title" className="mp-identity-list">
              {organizations.map((organization) => (
                <li key={organization.id}>
                  <Button
                    onPress={() => void choose(organization)}
                    className={cx('mp-identity-choice', organization.id === current?.id && 'mp-identity-current')}
                  >
                    <IdentityAvatar identity={organization} size={32} />
                    <span className="mp-identity-text">
                      <span className="mp-identity-name">{identityName(organization)}</span>
                      <span className="mp-body2 mp-muted">{organization.meta.verified ? t('selectIdentity.verified') : t('selectIdentity.notVerified')}</span>
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mp-p mp-muted">{t('selectIdentity.none')}</p>
        )}
        <LinkButton
          to={`${paths.createOrganization}?next=${encodeURIComponent(paths.createProject)}`}
          variant={organizations.length > 0 ? 'outlined' : 'contained'}
          startIcon={<Building2 size="1.25em" aria-hidden="true" />}
          className="mp-identity-create"
        >
          {t('selectIdentity.create')}
        </LinkButton>
      </div>
    </div>
  );
}
