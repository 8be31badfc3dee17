import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { session } from '@/lib/auth/session';
import { signInPath } from '@/lib/auth/returnPath';
import type { Flash } from '@/lib/flash';

/** The confirmation a finished action left for this page, until closed or six seconds pass. */
function FlashSnackbar({ flash }: { flash: Flash }) {
  const { t } = useTranslation(['projects', 'organizations', 'common']);
  const location = useLocation();
  // Closed once per visit: the same page reached again (another navigation) shows a new one.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const open = closedFor !== location.key;
  const close = () => setClosedFor(location.key);
  const text =
    flash.kind === 'projectDeleted'
      ? t('projects:notices.projectDeleted', { title: flash.title })
      : flash.kind === 'organizationCreated'
        ? t('organizations:notices.created', { name: flash.name })
        : null;
  if (!text) return null;
  return (
    <Snackbar open={open} autoHideDuration={6000} onClose={(_event, reason) => reason !== 'clickaway' && close()} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert severity="success" variant="filled" onClose={close} closeText={t('common:actions.close')} sx={{ width: '100%' }}>
        {text}
      </Alert>
    </Snackbar>
  );
}

/** "Your session has expired": stays until the person signs in again or closes it. */
function SessionExpiredSnackbar() {
  const { t } = useTranslation(['auth', 'common']);
  const location = useLocation();
  const onIntro = location.pathname === '/intro';
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="warning"
        variant="filled"
        role="alert"
        onClose={() => session.dismissExpired()}
        closeText={t('common:actions.close')}
        action={
          onIntro ? undefined : (
            <Button component={RouterLink} to={signInPath(`${location.pathname}${location.search}`)} color="inherit" size="small">
              {t('auth:notices.signIn')}
            </Button>
          )
        }
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {t('auth:notices.sessionExpired')}
      </Alert>
    </Snackbar>
  );
}

/** Notices over every page, loaded only when there is one to show (see RootLayout). */
export function Notices({ flash, expired }: { flash: Flash | undefined; expired: boolean }) {
  return (
    <>
      {flash && <FlashSnackbar flash={flash} />}
      {expired && <SessionExpiredSnackbar />}
    </>
  );
}
