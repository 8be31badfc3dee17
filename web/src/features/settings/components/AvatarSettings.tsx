import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { type Profile, useSetAvatar } from '../api/profile';
import './settings.css';

/** The person's picture: upload a new one (an image) or remove it. */
export function AvatarSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const messages = useErrorMessages();
  const setAvatar = useSetAvatar();
  const fileInput = useRef<HTMLInputElement>(null);

  return (
    <div className="mp-settings-avatar-block">
      {setAvatar.isError && (
        <Alert severity="error" role="alert">
          {messages.apiError(setAvatar.error)}
        </Alert>
      )}
      <div className="mp-settings-avatar-row">
        <Avatar name={`${profile.first_name} ${profile.last_name}`} src={profile.avatar_url} label={t('avatar.alt')} className="mp-settings-avatar" />
        {/* The button opens the file picker (keyboard too); the input stays labelled for assistive tech and tests. */}
        <Button variant="outlined" onPress={() => fileInput.current?.click()} isPending={setAvatar.isPending}>
          {t('avatar.upload')}
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-label={t('avatar.upload')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) setAvatar.mutate(file);
            event.target.value = '';
          }}
        />
        {profile.avatar_url && (
          <Button tone="inherit" onPress={() => setAvatar.mutate(null)} isDisabled={setAvatar.isPending}>
            {t('avatar.remove')}
          </Button>
        )}
      </div>
    </div>
  );
}
