import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '@/components/FormTextField';
import type { Identity } from '@/lib/auth/identities';
import { useStartSession } from '@/lib/auth/useSessionActions';
import { applyServerErrors } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { useLogin } from '../api/login';
import { loginSchema, type LoginValues } from '../schemas';
import { FormAlert } from '@/components/FormAlert';
import { PasswordField } from './PasswordField';

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
      <Stack spacing={2.5}>
        <FormTextField control={control} name="email" label={t('login.email')} type="email" autoComplete="email" required />
        <PasswordField control={control} name="password" label={t('login.password')} autoComplete="current-password" required />
        <Link component={RouterLink} to={paths.forgotPassword} variant="body2" sx={{ alignSelf: 'flex-end' }}>
          {t('login.forgot')}
        </Link>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
