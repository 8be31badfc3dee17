import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useIdentities } from '@/lib/auth/identities';
import { paths } from '@/lib/paths';

const dismissedKey = (id: string) => `matchpool.verifiedBannerDismissed.${id}`;

/**
 * Under the header for an organization: verified (dismissible, remembered on this device),
 * pending review, or not verified with a link to our verification page.
 */
export function VerificationBanner() {
  const { t } = useTranslation();
  const { current } = useIdentities();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState<Record<string, boolean>>({});
  if (current?.type !== 'organizations') return null;

  const { id, meta } = current;
  const isDismissed = dismissed[id] ?? window.localStorage.getItem(dismissedKey(id)) === '1';
  const dismiss = () => {
    window.localStorage.setItem(dismissedKey(id), '1');
    setDismissed((previous) => ({ ...previous, [id]: true }));
  };

  let banner: React.ReactNode = null;
  if (meta.verified) {
    if (isDismissed) return null;
    banner = (
      <Alert severity="success" onClose={dismiss} slotProps={{ closeButton: { 'aria-label': t('actions.dismiss') } }}>
        {t('verification.verified')}
      </Alert>
    );
  } else if (meta.status === 'PENDING') {
    banner = <Alert severity="info">{t('verification.pending')}</Alert>;
  } else {
    banner = (
      <Alert
        severity="warning"
        action={
          // On the verification page itself the form is right below.
          pathname !== paths.verification && (
            <Button color="inherit" size="small" component={RouterLink} to={paths.verification} sx={{ fontWeight: 700 }}>
              {t('verification.verify')}
            </Button>
          )
        }
      >
        {t('verification.notVerified')}
      </Alert>
    );
  }

  return (
    <Container maxWidth="lg" component="section" aria-label={t('verification.label')} sx={{ pt: 2 }}>
      {banner}
    </Container>
  );
}
