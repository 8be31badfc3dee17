import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export function ServerErrorPage() {
  const { t } = useTranslation(['common', 'errors']);
  useDocumentTitle(t('errors:pages.serverErrorTitle'));
  return (
    <ErrorState
      icon={<CloudOffOutlinedIcon />}
      title={t('errors:pages.serverErrorTitle')}
      text={t('errors:pages.serverErrorText')}
      actions={
        <Button component={RouterLink} to={paths.home} variant="contained" reloadDocument>
          {t('actions.goHome')}
        </Button>
      }
    />
  );
}
