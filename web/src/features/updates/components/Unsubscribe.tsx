import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useUnsubscribe } from '../api/unsubscribe';
import type { Unsubscribed } from '../api/types';
import './updates.css';

/**
 * The page an unsubscribe link opens: it asks first (mail scanners open links too), then stops
 * the project's updates, or every project's.
 */
export function Unsubscribe({ token }: { token: string }) {
  const { t } = useTranslation('comments', { keyPrefix: 'updates' });
  const messages = useErrorMessages();
  const stop = useUnsubscribe();

  const done = (result: Unsubscribed) =>
    result.scope === 'all'
      ? t('unsubscribe.doneAll')
      : result.project_title
        ? t('unsubscribe.doneProject', { project: result.project_title })
        : t('unsubscribe.doneProjectUnknown');

  if (!token) return <Alert severity="error">{t('unsubscribe.missing')}</Alert>;
  if (stop.isSuccess) {
    return (
      <div className="mp-unsubscribe">
        <Alert severity="success" role="status">
          <bdi>{done(stop.data)}</bdi>
        </Alert>
        <LinkButton to={paths.home} variant="outlined">
          {t('unsubscribe.home')}
        </LinkButton>
      </div>
    );
  }
  return (
    <div className="mp-unsubscribe">
      <p className="mp-p mp-muted">{t('unsubscribe.text')}</p>
      {stop.isError && <Alert severity="error">{messages.apiError(stop.error)}</Alert>}
      <Button variant="contained" isDisabled={stop.isPending} onPress={() => stop.mutate({ token, all: false })}>
        {t('unsubscribe.thisProject')}
      </Button>
      <Button variant="outlined" isDisabled={stop.isPending} onPress={() => stop.mutate({ token, all: true })}>
        {t('unsubscribe.all')}
      </Button>
    </div>
  );
}
