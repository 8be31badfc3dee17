import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
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
      <LanguageSettings />
    </Container>
  );
}
