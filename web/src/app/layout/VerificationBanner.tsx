import X from 'lucide-react/icons/x';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { IconButton } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { useIdentities } from '@/lib/auth/identities';
import { paths } from '@/lib/paths';
import './verificationBanner.css';

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

  let banner: ReactNode;
  if (meta.verified) {
    if (isDismissed) return null;
    banner = (
      <Alert
        severity="success"
        role="status"
        action={
          <IconButton aria-label={t('actions.dismiss')} onPress={dismiss} className="mp-banner-close">
            <X aria-hidden="true" size={20} />
          </IconButton>
        }
      >
        {t('verification.verified')}
      </Alert>
    );
  } else if (meta.status === 'PENDING') {
    banner = (
      <Alert severity="info" role="status">
        {t('verification.pending')}
      </Alert>
    );
  } else {
    banner = (
      <Alert
        severity="warning"
        role="status"
        action={
          // On the verification page itself the form is right below.
          pathname !== paths.verification && (
            <LinkButton to={paths.verification} tone="inherit" size="small" className="mp-banner-action">
              {t('verification.verify')}
            </LinkButton>
          )
        }
      >
        {t('verification.notVerified')}
      </Alert>
    );
  }

  return (
    <section className="mp-container mp-verification-banner" aria-label={t('verification.label')}>
      {banner}
    </section>
  );
}
