import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/FormTextField';
import { applyServerErrors } from '@/lib/forms';
import { useChangePassword } from '../api/profile';
import { passwordSchema, type PasswordValues } from '../schemas';
import { SettingsSection } from './SettingsSection';
import { FormAlert } from '@/components/FormAlert';

const FIELDS = ['current_password', 'new_password'] as const;

/** Change the password with the current one; the person's other sign-ins end. */
export function PasswordSettings() {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { current_password: '', new_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    setFormError(null);
    try {
      await change.mutateAsync(values);
      reset();
      setSaved(true);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS, { 'auth.wrong_password': 'current_password' })) setFormError(error);
    }
  });

  return (
    <SettingsSection id="password" title={t('password.title')} description={t('password.description')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('password.title')}>
        {saved && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('password.saved')}
          </Alert>
        )}
        <FormAlert error={formError} />
        <Stack spacing={2.5}>
          <FormTextField control={control} name="current_password" type="password" label={t('password.current')} autoComplete="current-password" required />
          <FormTextField control={control} name="new_password" type="password" label={t('password.new')} autoComplete="new-password" required />
          <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ alignSelf: 'flex-end' }}>
            {t('password.save')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
