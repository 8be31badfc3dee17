import SearchX from 'lucide-react/icons/search-x';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LinkButton } from '@/components/ui/LinkButton';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation(['common', 'errors']);
  useDocumentTitle(t('errors:pages.notFoundTitle'));
  return (
    <ErrorState
      icon={<SearchX aria-hidden="true" strokeWidth={1.5} />}
      title={t('errors:pages.notFoundTitle')}
      text={t('errors:pages.notFoundText')}
      actions={
        <LinkButton to={paths.home} variant="contained">
          {t('actions.goHome')}
        </LinkButton>
      }
    />
  );
}
