import { useTranslation } from 'react-i18next';
import { ProfileOverview } from '@/features/referrals/components/ProfileOverview';
import { useIdentities } from '@/lib/auth/identities';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { IdentityAvatar } from '../layout/IdentityAvatar';
import '@/features/referrals/components/referrals.css';

/** /profile: the acting identity, its verification, THANK and the person's impact points. */
export function ProfilePage() {
  const { t } = useTranslation('referrals');
  const { current, person } = useIdentities();
  useDocumentTitle(t('profile.pageTitle'));
  return (
    <div className="mp-container mp-container-md mp-ref-page">
      <h1 className="mp-h1 mp-ref-title mp-ref-profile-title">{t('profile.title')}</h1>
      {current && <ProfileOverview key={current.id} identity={current} person={person} avatar={<IdentityAvatar identity={current} size={72} />} />}
    </div>
  );
}
