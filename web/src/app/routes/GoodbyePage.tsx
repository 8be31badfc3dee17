import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** `/goodbye`: where a person lands once their account is deleted (they are signed out). */
export function GoodbyePage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('goodbye.title'));
  return (
    <AuthCard title={t('goodbye.title')}>
      <Typography role="status" sx={{ mb: 3 }}>
        {t('goodbye.text')}
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        {t('goodbye.home')}
      </Button>
    </AuthCard>
  );
}
