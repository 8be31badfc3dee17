import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/FormAlert';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { applyServerErrors } from '@/lib/forms';
import { type Profile, useUpdateProfile } from '../api/profile';
import { profileSchema, type ProfileValues } from '../schemas';
import { AvatarSettings } from './AvatarSettings';
import { SettingsSection } from './SettingsSection';
import { FormField } from '@/components/FormField';

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
          <Alert severity="success" role="status" className="mp-settings-alert">
            {t('profile.saved')}
          </Alert>
        )}
        <FormAlert error={formError} />
        <div className="mp-settings-form">
          <div className="mp-settings-names">
            <FormField control={control} name="first_name" label={t('profile.firstName')} autoComplete="given-name" required />
            <FormField control={control} name="last_name" label={t('profile.lastName')} autoComplete="family-name" required />
          </div>
          <FormField control={control} name="username" label={t('profile.username')} autoComplete="username" required />
          <div className="mp-settings-actions">
            <Button type="submit" variant="contained" isPending={formState.isSubmitting}>
              {t('profile.save')}
            </Button>
          </div>
        </div>
      </form>
    </SettingsSection>
  );
}
