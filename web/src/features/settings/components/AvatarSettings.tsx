import { useTranslation } from 'react-i18next';
import { PictureSetting } from '@/components/ui/PictureSetting';
import { type Profile, useSetAvatar } from '../api/profile';
import './settings.css';

/** The person's picture: upload a new one (an image) or remove it. */
export function AvatarSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const setAvatar = useSetAvatar();
  return (
    <PictureSetting
      picture={{ name: `${profile.first_name} ${profile.last_name}`, src: profile.avatar_url, label: t('avatar.alt'), className: 'mp-settings-avatar' }}
      change={setAvatar}
      uploadLabel={t('avatar.upload')}
      removeLabel={t('avatar.remove')}
    />
  );
}
