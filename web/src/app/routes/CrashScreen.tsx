import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { paths } from '@/lib/paths';

/** Last resort when the app itself fails outside the router: a plain link reloads from home. */
export function CrashScreen() {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <main>
      <ErrorState
        icon={<ErrorOutlineIcon />}
        title={t('errors:pages.unexpectedTitle')}
        text={t('errors:pages.serverErrorText')}
        actions={
          <Button href={paths.home} variant="contained">
            {t('actions.goHome')}
          </Button>
        }
      />
    </main>
  );
}
