import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DonationNoticeSettings } from '@/features/organizations/components/DonationNoticeSettings';
import { AccountSettings } from '@/features/settings/components/AccountSettings';
import { LanguageSettings } from '@/features/settings/components/LanguageSettings';
import { LeavingSettings } from '@/features/settings/components/LeavingSettings';
import { useIdentities } from '@/lib/auth/identities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('pageTitle'));
  const { current } = useIdentities();
  const ownedOrganization = current?.type === 'organizations' && current.meta.role === 'owner' ? current.id : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 4 }}>
        {t('title')}
      </Typography>
      <Stack spacing={3}>
        <AccountSettings />
        <LanguageSettings />
        {ownedOrganization && <DonationNoticeSettings organizationId={ownedOrganization} />}
        <LeavingSettings />
      </Stack>
    </Container>
  );
}
