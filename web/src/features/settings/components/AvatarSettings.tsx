import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { type Profile, useSetAvatar } from '../api/profile';

/** The person's picture: upload a new one (an image) or remove it. */
export function AvatarSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const messages = useErrorMessages();
  const setAvatar = useSetAvatar();
  const initials = `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase();

  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      {setAvatar.isError && (
        <Alert severity="error" role="alert">
          {messages.apiError(setAvatar.error)}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={profile.avatar_url ?? undefined} alt={t('avatar.alt')} sx={{ width: 72, height: 72, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {initials}
        </Avatar>
        <Button variant="outlined" component="label" loading={setAvatar.isPending}>
          {t('avatar.upload')}
          <input
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
        </Button>
        {profile.avatar_url && (
          <Button color="inherit" onClick={() => setAvatar.mutate(null)} disabled={setAvatar.isPending}>
            {t('avatar.remove')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
