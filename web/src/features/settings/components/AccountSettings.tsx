import { useProfile } from '../api/profile';
import { EmailSettings } from './EmailSettings';
import { LinkedProviders } from './LinkedProviders';
import { PasswordSettings } from './PasswordSettings';
import { ProfileSettings } from './ProfileSettings';
import { SessionsSettings } from './SessionsSettings';
import './settings.css';

/** The signed-in person's own sections: profile and picture, email address, password, sign-ins. */
export function AccountSettings() {
  const profile = useProfile();
  if (!profile.data) return null;
  return (
    <div className="mp-settings-stack">
      <ProfileSettings key={profile.data.id} profile={profile.data} />
      <EmailSettings profile={profile.data} />
      <PasswordSettings />
      <SessionsSettings />
      <LinkedProviders />
    </div>
  );
}
