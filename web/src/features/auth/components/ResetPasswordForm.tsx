import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { buttonClass } from '@/components/ui/buttonClass';
import { paths } from '@/lib/paths';
import { applyServerErrors } from '@/lib/forms';
import { useResetPassword } from '../api/passwordReset';
import { resetSchema, type ResetValues } from '../schemas';
import { FormAlert } from '@/components/FormAlert';
import { PasswordField } from './PasswordField';
import { LoadingButton } from './Pending';

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
      <div className="mp-auth-stack-tight">
        <Alert severity="success" role="status">
          {t('reset.done')}
        </Alert>
        <RouterLink to={paths.intro} className={buttonClass({ variant: 'contained' })}>
          {t('login.submit')}
        </RouterLink>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('reset.title')}>
      <FormAlert error={formError} />
      <div className="mp-auth-stack">
        <PasswordField control={control} name="password" label={t('reset.password')} autoComplete="new-password" required />
        <LoadingButton type="submit" variant="contained" className="mp-auth-large" loading={formState.isSubmitting}>
          {t('reset.submit')}
        </LoadingButton>
      </div>
    </form>
  );
}
