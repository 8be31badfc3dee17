import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
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
        <Alert severity="error" role="alert" className="mp-settings-alert">
          {messages.apiError(error)}
        </Alert>
      )}
      <ul aria-label={t('sessions.title')} className="mp-settings-list">
        {sessions.data?.results.map((session) => (
          <li key={session.id} className="mp-settings-list-item">
            <div className="mp-settings-list-text">
              <p className="mp-p">{device(session)}</p>
              <p className="mp-body2 mp-muted">
                {t('sessions.times', {
                  created: isolateLtr(formatUtcDateTime(session.created_at)),
                  used: isolateLtr(formatUtcDateTime(session.last_used_at)),
                })}
              </p>
            </div>
            {session.current ? (
              <span className="mp-chip mp-settings-chip-current">{t('sessions.current')}</span>
            ) : (
              <Button
                size="small"
                onPress={() => endSession.mutate(session.id)}
                isDisabled={endSession.isPending}
                aria-label={t('sessions.signOutOne', { device: device(session) })}
              >
                {t('sessions.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="mp-settings-actions mp-settings-actions-spaced">
        {/* Disabled, not pending, while it works: see DeleteAccountSettings (the page may be left right after). */}
        <Button variant="outlined" tone="error" onPress={() => void everywhere()} isDisabled={endAll.isPending}>
          {t('sessions.signOutEverywhere')}
        </Button>
      </div>
    </SettingsSection>
  );
}
