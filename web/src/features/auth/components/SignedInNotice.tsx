import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { identityName, type Identity } from '@/lib/auth/identities';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';

/** /intro for someone already signed in: go home, or add an organization. */
export function SignedInNotice({ identity }: { identity: Identity }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  return (
    <AuthCard title={t('intro.title')}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('intro.signedInTitle', { name: identityName(identity) })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro.signedInText')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={paths.home} variant="contained" fullWidth>
          {tc('actions.goHome')}
        </Button>
        <Button component={RouterLink} to={paths.createOrganization} variant="outlined" fullWidth>
          {tc('account.createOrganization')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
