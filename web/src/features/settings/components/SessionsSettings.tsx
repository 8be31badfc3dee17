import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '@/lib/auth/useSessionActions';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { type SignInSession, useEndAllSessions, useEndSession, useSessions } from '../api/sessions';
import { SettingsSection } from './SettingsSection';

/** The person's sign-ins, with "Sign out" for each and "Sign out everywhere". */
export function SessionsSettings() {
  const { t } = useTranslation('settings');
  const messages = useErrorMessages();
  const sessions = useSessions();
  const endSession = useEndSession();
  const endAll = useEndAllSessions();
  const signOut = useSignOut();

  const device = (session: SignInSession) => {
    if (session.browser && session.os) return t('sessions.device', { browser: session.browser, os: session.os });
    return session.browser ?? session.os ?? t('sessions.unknownDevice');
  };
  const everywhere = async () => {
    await endAll.mutateAsync();
    await signOut();
  };
  const error = endSession.error ?? endAll.error ?? sessions.error;

  return (
    <SettingsSection id="sessions" title={t('sessions.title')} description={t('sessions.description')}>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {messages.apiError(error)}
        </Alert>
      )}
      <List aria-label={t('sessions.title')} disablePadding>
        {sessions.data?.results.map((session) => (
          <ListItem
            key={session.id}
            divider
            disableGutters
            secondaryAction={
              session.current ? (
                <Chip label={t('sessions.current')} color="primary" size="small" />
              ) : (
                <Button
                  size="small"
                  onClick={() => endSession.mutate(session.id)}
                  disabled={endSession.isPending}
                  aria-label={t('sessions.signOutOne', { device: device(session) })}
                >
                  {t('sessions.signOut')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={device(session)}
              secondary={t('sessions.times', {
                created: isolateLtr(formatUtcDateTime(session.created_at)),
                used: isolateLtr(formatUtcDateTime(session.last_used_at)),
              })}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="outlined" color="error" onClick={() => void everywhere()} loading={endAll.isPending}>
          {t('sessions.signOutEverywhere')}
        </Button>
      </Stack>
    </SettingsSection>
  );
}
