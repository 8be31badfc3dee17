import CloudOff from 'lucide-react/icons/cloud-off';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export function ServerErrorPage() {
  const { t } = useTranslation(['common', 'errors']);
  useDocumentTitle(t('errors:pages.serverErrorTitle'));
  return (
    <ErrorState
      icon={<CloudOff aria-hidden="true" strokeWidth={1.5} />}
      title={t('errors:pages.serverErrorTitle')}
      text={t('errors:pages.serverErrorText')}
      actions={
        <LinkButton to={paths.home} variant="contained" reloadDocument>
          {t('actions.goHome')}
        </LinkButton>
      }
    />
  );
}
