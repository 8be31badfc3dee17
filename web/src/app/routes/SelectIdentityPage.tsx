import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { identityName, useIdentities, type OrganizationIdentity } from '@/lib/auth/identities';
import { useSwitchIdentity } from '@/lib/auth/useSessionActions';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { IdentityAvatar } from '../layout/IdentityAvatar';

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
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.25rem' }, mb: 1.5 }}>
        {t('selectIdentity.title')}
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('selectIdentity.text')}
      </Alert>
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          {organizations.length > 0 ? (
            <>
              <Typography variant="h2" id="organizations-title" sx={{ fontSize: '1.125rem', mb: 1 }}>
                {t('selectIdentity.switchTo')}
              </Typography>
              <List aria-labelledby="organizations-title">
                {organizations.map((organization) => (
                  <ListItemButton
                    key={organization.id}
                    onClick={() => void choose(organization)}
                    selected={organization.id === current?.id}
                    sx={{ borderRadius: 2 }}
                  >
                    <ListItemIcon>
                      <IdentityAvatar identity={organization} size={32} />
                    </ListItemIcon>
                    <ListItemText
                      primary={identityName(organization)}
                      secondary={organization.meta.verified ? t('selectIdentity.verified') : t('selectIdentity.notVerified')}
                    />
                  </ListItemButton>
                ))}
              </List>
            </>
          ) : (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('selectIdentity.none')}
            </Typography>
          )}
          <Button
            component={RouterLink}
            to={`${paths.createOrganization}?next=${encodeURIComponent(paths.createProject)}`}
            variant={organizations.length > 0 ? 'outlined' : 'contained'}
            startIcon={<AddBusinessOutlinedIcon />}
            sx={{ mt: 2 }}
          >
            {t('selectIdentity.create')}
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
}
