import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation(['common', 'errors']);
  useDocumentTitle(t('errors:pages.notFoundTitle'));
  return (
    <ErrorState
      icon={<SearchOffOutlinedIcon />}
      title={t('errors:pages.notFoundTitle')}
      text={t('errors:pages.notFoundText')}
      actions={
        <Button component={RouterLink} to={paths.home} variant="contained">
          {t('actions.goHome')}
        </Button>
      }
    />
  );
}
