import Ban from 'lucide-react/icons/ban';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { LinkButton } from '@/components/ui/LinkButton';
import { Spinner } from '@/components/ui/Skeleton';
import { useMe } from '@/features/operator/api/getMe';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import './operatorGuard.css';

function NotAllowed() {
  const { t } = useTranslation(['trust', 'common']);
  useDocumentTitle(t('operator.notAllowedTitle'));
  return (
    <ErrorState
      icon={<Ban aria-hidden="true" />}
      title={t('operator.notAllowedTitle')}
      text={t('operator.notAllowedText')}
      actions={
        <LinkButton to={paths.home} variant="contained">
          {t('common:actions.goHome')}
        </LinkButton>
      }
    />
  );
}

/**
 * The operator area (under the signed-in access guard): only for people the server marks as
 * operators (GET /me `is_operator`); anyone else gets a clear "not allowed" page.
 */
export function OperatorGuard() {
  const { t } = useTranslation();
  const messages = useErrorMessages();
  const me = useMe();
  if (me.isPending) {
    return (
      <div className="mp-operator-wait">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (me.isError) return <ErrorState title={messages.apiError(me.error)} />;
  return me.data.is_operator ? <Outlet /> : <NotAllowed />;
}
