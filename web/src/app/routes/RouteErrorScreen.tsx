import CircleAlert from 'lucide-react/icons/circle-alert';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { LinkButton } from '@/components/ui/LinkButton';
import { isApiError } from '@/lib/api/errors';
import { browser } from '@/lib/browser';
import { paths } from '@/lib/paths';
import { ServerErrorPage } from './ServerErrorPage';

export const RELOADED_AFTER_SERVER_ERROR_KEY = 'matchpool.reloadedAfterServerError';

function statusOf(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}

/** A 5xx reloads the page once per browser session; if it happens again the error page stays. */
function ServerError() {
  const shouldReload = sessionStorage.getItem(RELOADED_AFTER_SERVER_ERROR_KEY) === null;
  useEffect(() => {
    if (!shouldReload) return;
    sessionStorage.setItem(RELOADED_AFTER_SERVER_ERROR_KEY, '1');
    browser.reload();
  }, [shouldReload]);
  return shouldReload ? null : <ServerErrorPage />;
}

function UnexpectedError({ error, status }: { error: unknown; status: number | undefined }) {
  const { t } = useTranslation(['common', 'errors']);
  const known = status === 400 || status === 403 || status === 404 || status === 405;
  const detail = known
    ? `${status} ${t(`errors:http.${status}`)}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <ErrorState
      icon={<CircleAlert aria-hidden="true" strokeWidth={1.5} />}
      title={t('errors:pages.unexpectedTitle')}
      text={t('errors:pages.unexpectedText')}
      detail={detail}
      actions={
        <LinkButton to={paths.home} variant="contained" reloadDocument>
          {t('actions.goHome')}
        </LinkButton>
      }
    />
  );
}

/**
 * Route error screen (spec §2): nothing on a 401 (the session layer signs out) (an unknown address
 * has its own route: the 404 page),
 * the once-reloading 500 page, otherwise "Unexpected Application Error!" with the status or message.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const status = statusOf(error);
  if (status === 401) return null;
  if (status !== undefined && status >= 500) return <ServerError />;
  return <UnexpectedError error={error} status={status} />;
}
