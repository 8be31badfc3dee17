import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useUnsubscribe } from '../api/unsubscribe';
import type { Unsubscribed } from '../api/types';

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
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          <bdi>{done(stop.data)}</bdi>
        </Alert>
        <Button component={RouterLink} to={paths.home} variant="outlined">
          {t('unsubscribe.home')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('unsubscribe.text')}</Typography>
      {stop.isError && <Alert severity="error">{messages.apiError(stop.error)}</Alert>}
      <Button variant="contained" disabled={stop.isPending} onClick={() => stop.mutate({ token, all: false })}>
        {t('unsubscribe.thisProject')}
      </Button>
      <Button variant="outlined" disabled={stop.isPending} onClick={() => stop.mutate({ token, all: true })}>
        {t('unsubscribe.all')}
      </Button>
    </Stack>
  );
}
