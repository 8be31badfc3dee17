import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
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
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1.5, fontSize: { xs: '1.875rem', md: '2.25rem' } }}>
        {t('create.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('create.subtitle')}
      </Typography>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <CreateOrganizationForm
            defaultEmail={person?.meta.email}
            onCreated={onCreated}
            onCancel={() => void navigate(paths.home)}
          />
        </CardContent>
      </Card>
    </Container>
  );
}
