import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Identity } from '@/lib/auth/identities';
import { rememberChoice } from '@/lib/auth/remember';
import { useStartSession } from '@/lib/auth/useSessionActions';
import { applyServerErrors } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { useLogin } from '../api/login';
import { loginSchema, type LoginValues } from '../schemas';
import { FormAlert } from '@/components/FormAlert';
import { FormField } from '@/components/FormField';
import { Checkbox } from '@/components/ui/Checkbox';
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
    defaultValues: { email: '', password: '', remember_me: rememberChoice.get() },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await login.mutateAsync(values);
      await onSignedIn(await startSession());
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
        <RememberMe control={control} />
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

/**
 * "Remember me": the session's cookies last their configured lifetimes instead of ending with the
 * browser. Kept for the tab, so a provider's sign-in started from this page honours it too.
 */
function RememberMe({ control }: { control: Control<LoginValues> }) {
  const { t } = useTranslation('auth');
  const helpId = useId();
  const { field } = useController({ control, name: 'remember_me' });
  return (
    <div className="mp-auth-remember">
      <Checkbox
        name={field.name}
        isSelected={field.value}
        onChange={(remember) => {
          field.onChange(remember);
          rememberChoice.set(remember);
        }}
        aria-describedby={helpId}
      >
        {t('login.rememberMe')}
      </Checkbox>
      <p id={helpId} className="mp-auth-remember-help">
        {t('login.rememberMeHelp')}
      </p>
    </div>
  );
}
