import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '@/components/FormTextField';
import { applyServerErrors } from '@/lib/forms';
import { useDeleteAccount } from '../api/leaving';
import { deleteAccountSchema, type DeleteAccountValues } from '../leavingSchemas';
import { SettingsSection } from './SettingsSection';
import { FormAlert } from '@/components/FormAlert';

/** Deleting the account for good, confirmed with the password; an organization's only owner is told to hand it over first. */
export function DeleteAccountSettings() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<DeleteAccountValues>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await remove.mutateAsync(password);
      void navigate('/goodbye', { replace: true });
    } catch (error) {
      if (!applyServerErrors(error, setError, ['password'], { 'auth.wrong_password': 'password' })) setFormError(error);
    }
  });

  const cancel = () => {
    reset();
    setFormError(null);
    setConfirming(false);
  };

  return (
    <SettingsSection id="delete-account" title={t('deleteAccount.title')} description={t('deleteAccount.description')}>
      {!confirming ? (
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {t('deleteAccount.start')}
        </Button>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('deleteAccount.title')}>
          <Alert severity="warning" role="note" sx={{ mb: 2 }}>
            <Typography component="span">{t('deleteAccount.warning')}</Typography>
          </Alert>
          <FormAlert error={formError} />
          <Stack spacing={2.5}>
            <FormTextField control={control} name="password" type="password" label={t('deleteAccount.password')} autoComplete="current-password" required autoFocus />
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
              <Button onClick={cancel}>{t('deleteAccount.cancel')}</Button>
              <Button type="submit" variant="contained" color="error" loading={formState.isSubmitting}>
                {t('deleteAccount.confirm')}
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
