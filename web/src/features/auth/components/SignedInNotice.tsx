import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { buttonClass } from '@/components/ui/buttonClass';
import { identityName, type Identity } from '@/lib/auth/identities';
import { paths } from '@/lib/paths';
import { AuthCard } from './AuthCard';

/** /intro for someone already signed in: go home, or add an organization. */
export function SignedInNotice({ identity }: { identity: Identity }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  return (
    <AuthCard title={t('intro.title')}>
      <h2 className="mp-h2 mp-auth-step-title mp-auth-signed-in-title">{t('intro.signedInTitle', { name: identityName(identity) })}</h2>
      <p className="mp-p mp-muted mp-auth-text-spaced">{t('intro.signedInText')}</p>
      <div className="mp-auth-actions">
        <RouterLink to={paths.home} className={buttonClass({ variant: 'contained', fullWidth: true })}>
          {tc('actions.goHome')}
        </RouterLink>
        <RouterLink to={paths.createOrganization} className={buttonClass({ variant: 'outlined', fullWidth: true })}>
          {tc('account.createOrganization')}
        </RouterLink>
      </div>
    </AuthCard>
  );
}
