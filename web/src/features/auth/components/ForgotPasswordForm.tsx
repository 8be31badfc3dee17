import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { applyServerErrors } from '@/lib/forms';
import { useForgotPassword } from '../api/passwordReset';
import { forgotSchema, type ForgotValues } from '../schemas';
import { FormAlert } from '@/components/FormAlert';
import { FormField } from '@/components/FormField';
import { LoadingButton } from './Pending';

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
      <p className="mp-p mp-muted mp-auth-text">{t('forgot.description')}</p>
      <FormAlert error={formError} />
      <div className="mp-auth-stack">
        <FormField control={control} name="email" label={t('login.email')} type="email" autoComplete="email" required />
        <LoadingButton type="submit" variant="contained" className="mp-auth-large" loading={formState.isSubmitting}>
          {t('forgot.submit')}
        </LoadingButton>
      </div>
    </form>
  );
}
