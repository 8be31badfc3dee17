import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { applyServerErrors } from '@/lib/forms';
import { useResetPassword } from '../api/passwordReset';
import { resetSchema, type ResetValues } from '../schemas';
import { FormAlert } from '@/components/FormAlert';
import { PasswordField } from './PasswordField';

/** Sets a new password with the emailed link's token; then the person logs in again. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ token, password });
      setDone(true);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['password'])) setFormError(error);
    }
  });

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {t('reset.done')}
        </Alert>
        <Button variant="contained" component={RouterLink} to={paths.intro}>
          {t('login.submit')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('reset.title')}>
      <FormAlert error={formError} />
      <Stack spacing={2.5}>
        <PasswordField control={control} name="password" label={t('reset.password')} autoComplete="new-password" required />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
