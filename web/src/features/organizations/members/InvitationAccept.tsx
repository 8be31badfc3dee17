import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { useIdentities } from '@/lib/auth/identities';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { useAcceptInvitation, useInvitationOffer } from './api';
import './members.css';

const intro = (mode: 'login' | 'register', token: string) => `${paths.intro}?mode=${mode}&next=${encodeURIComponent(paths.invitation(token))}`;

/**
 * The emailed invitation link: what it offers, then accepting it signed in with the invited
 * address (a visitor signs in or registers first and comes back here).
 */
export function InvitationAccept({ token }: { token: string }) {
  const { t } = useTranslation('members');
  const messages = useErrorMessages();
  const offer = useInvitationOffer(token);
  const accept = useAcceptInvitation(token);
  const { status, person } = useIdentities();

  if (accept.isSuccess) {
    return (
      <div className="mp-members-card">
        <Alert severity="success" role="status">
          {t('accept.joined', { name: accept.data.organization.name })}
        </Alert>
        <LinkButton to={paths.home} variant="contained">
          {t('accept.home')}
        </LinkButton>
      </div>
    );
  }
  if (offer.isPending) return <span role="progressbar" aria-label={t('accept.checking')} className="mp-spinner" />;
  if (offer.isError) return <Alert severity="error">{messages.apiError(offer.error)}</Alert>;
  const name = offer.data.organization.name;
  const { role, email } = offer.data;
  const signedInAs = person?.meta.email.toLowerCase();
  return (
    <div className="mp-members-card" data-testid="invitation">
      <h2 className="mp-h2">{t('accept.title', { name })}</h2>
      <p className="mp-p">{t('accept.offer', { name, role: t(`roles.${role}`) })}</p>
      <p className="mp-p mp-muted">{t('accept.sentTo', { email })}</p>
      {accept.isError && <Alert severity="error">{messages.apiError(accept.error)}</Alert>}
      {status === 'idle' && (
        <div className="mp-members-actions">
          <LinkButton to={intro('login', token)} variant="contained">
            {t('accept.signIn')}
          </LinkButton>
          <LinkButton to={intro('register', token)} variant="outlined">
            {t('accept.register')}
          </LinkButton>
        </div>
      )}
      {signedInAs !== undefined && signedInAs !== email && <Alert severity="warning">{t('accept.otherAccount', { email })}</Alert>}
      {signedInAs === email && (
        <div>
          <Button variant="contained" isPending={accept.isPending} onPress={() => accept.mutate()}>
            {t('accept.button')}
          </Button>
        </div>
      )}
    </div>
  );
}
