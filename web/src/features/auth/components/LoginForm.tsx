import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Identity } from '@/lib/auth/identities';
import { useStartSession } from '@/lib/auth/useSessionActions';
import { applyServerErrors } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { useLogin } from '../api/login';
import { loginSchema, type LoginValues } from '../schemas';
import { FormAlert } from '@/components/FormAlert';
import { FormField } from '@/components/FormField';
import { PasswordField } from './PasswordField';
import { LoadingButton } from './Pending';

/** Email and password log-in; calls `onSignedIn` once the identities are loaded. */
export function LoginForm({ onSignedIn }: { onSignedIn: (identities: Identity[]) => void | Promise<void> }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const startSession = useStartSession();
  const [formError, setFormError] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const tokens = await login.mutateAsync(values);
      await onSignedIn(await startSession(tokens));
    } catch (error) {
      if (!applyServerErrors(error, setError, ['email', 'password'])) setFormError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
      <FormAlert error={formError} />
      <div className="mp-auth-stack">
        <FormField control={control} name="email" label={t('login.email')} type="email" autoComplete="email" required />
        <PasswordField control={control} name="password" label={t('login.password')} autoComplete="current-password" required />
        <RouterLink to={paths.forgotPassword} className="mp-link mp-auth-forgot">
          {t('login.forgot')}
        </RouterLink>
        <LoadingButton type="submit" variant="contained" className="mp-auth-large" loading={formState.isSubmitting}>
          {t('login.submit')}
        </LoadingButton>
      </div>
    </form>
  );
}
