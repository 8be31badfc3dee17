import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AccountSettings } from '@/features/settings/components/AccountSettings';
import { LanguageSettings } from '@/features/settings/components/LanguageSettings';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('pageTitle'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 4 }}>
        {t('title')}
      </Typography>
      <Stack spacing={3}>
        <AccountSettings />
        <LanguageSettings />
      </Stack>
    </Container>
  );
}
