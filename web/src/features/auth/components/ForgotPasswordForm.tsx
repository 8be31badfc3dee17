import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/FormTextField';
import { applyServerErrors } from '@/lib/forms';
import { useForgotPassword } from '../api/passwordReset';
import { forgotSchema, type ForgotValues } from '../schemas';
import { FormAlert } from '@/components/FormAlert';

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<ForgotValues>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await forgot.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['email'])) setFormError(error);
    }
  });

  if (sentTo) {
    return (
      <Alert severity="success" role="status">
        {t('forgot.sent', { email: sentTo })}
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('forgot.title')}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('forgot.description')}
      </Typography>
      <FormAlert error={formError} />
      <Stack spacing={2.5}>
        <FormTextField control={control} name="email" label={t('login.email')} type="email" autoComplete="email" required />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
