import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/FormTextField';
import { applyServerErrors } from '@/lib/forms';
import { type Profile, useUpdateProfile } from '../api/profile';
import { profileSchema, type ProfileValues } from '../schemas';
import { AvatarSettings } from './AvatarSettings';
import { SettingsSection } from './SettingsSection';
import { FormAlert } from '@/components/FormAlert';

const FIELDS = ['first_name', 'last_name', 'username'] as const;

/** Names, username and picture of the signed-in person. */
export function ProfileSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { first_name: profile.first_name, last_name: profile.last_name, username: profile.username },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    setFormError(null);
    try {
      await update.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS, { 'auth.username_taken': 'username' })) setFormError(error);
    }
  });

  return (
    <SettingsSection id="profile" title={t('profile.title')} description={t('profile.description')}>
      <AvatarSettings profile={profile} />
      <form onSubmit={onSubmit} noValidate aria-label={t('profile.title')}>
        {saved && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('profile.saved')}
          </Alert>
        )}
        <FormAlert error={formError} />
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="first_name" label={t('profile.firstName')} autoComplete="given-name" required fullWidth />
            <FormTextField control={control} name="last_name" label={t('profile.lastName')} autoComplete="family-name" required fullWidth />
          </Stack>
          <FormTextField control={control} name="username" label={t('profile.username')} autoComplete="username" required />
          <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ alignSelf: 'flex-end' }}>
            {t('profile.save')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
