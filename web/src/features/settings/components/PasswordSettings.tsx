import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/FormAlert';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { applyServerErrors } from '@/lib/forms';
import { useChangePassword } from '../api/profile';
import { passwordSchema, type PasswordValues } from '../schemas';
import { SettingsSection } from './SettingsSection';
import { FormField } from '@/components/FormField';

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
          <Alert severity="success" role="status" className="mp-settings-alert">
            {t('password.saved')}
          </Alert>
        )}
        <FormAlert error={formError} />
        <div className="mp-settings-form">
          <FormField control={control} name="current_password" type="password" label={t('password.current')} autoComplete="current-password" required />
          <FormField control={control} name="new_password" type="password" label={t('password.new')} autoComplete="new-password" required />
          <div className="mp-settings-actions">
            <Button type="submit" variant="contained" isPending={formState.isSubmitting}>
              {t('password.save')}
            </Button>
          </div>
        </div>
      </form>
    </SettingsSection>
  );
}
