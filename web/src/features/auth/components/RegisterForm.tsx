import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Identity } from '@/lib/auth/identities';
import { useStartSession } from '@/lib/auth/useSessionActions';
import { applyServerErrors } from '@/lib/forms';
import { useRegister } from '../api/register';
import { REGISTER_FIELDS, registerSchema, type RegisterValues } from '../schemas';
import { FormAlert } from '@/components/FormAlert';
import { FormField } from '@/components/FormField';
import { PasswordField } from './PasswordField';
import { LoadingButton } from './Pending';

export interface RegisterFormProps {
  onSignedIn: (identities: Identity[]) => void | Promise<void>;
  referralCode?: string;
  /** The page that sent the person here: the confirmation email leads back to it. */
  next?: string;
  /** The hosted sign-in of another app this registration happens in (see HostedSignIn). */
  sessionId?: string;
}

/** Creates a person account; server field errors appear under their fields, translated. */
export function RegisterForm({ onSignedIn, referralCode, next, sessionId }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const startSession = useStartSession();
  const [formError, setFormError] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { first_name: '', last_name: '', username: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await register.mutateAsync({ ...values, referral_code: referralCode, next, session_id: sessionId });
      await onSignedIn(await startSession());
    } catch (error) {
      const placed = applyServerErrors(error, setError, REGISTER_FIELDS, {
        'auth.email_taken': 'email',
        'auth.username_taken': 'username',
      });
      if (!placed) setFormError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('register.title')}>
      <FormAlert error={formError} />
      <div className="mp-auth-stack">
        <div className="mp-auth-row">
          <FormField control={control} name="first_name" label={t('register.firstName')} autoComplete="given-name" required />
          <FormField control={control} name="last_name" label={t('register.lastName')} autoComplete="family-name" required />
        </div>
        <FormField
          control={control}
          name="username"
          label={t('register.username')}
          helperText={t('register.usernameHelp')}
          autoComplete="username"
          required
        />
        <FormField control={control} name="email" label={t('register.email')} type="email" autoComplete="email" required />
        <PasswordField
          control={control}
          name="password"
          label={t('register.password')}
          helperText={t('register.passwordHelp')}
          autoComplete="new-password"
          required
        />
        <LoadingButton type="submit" variant="contained" className="mp-auth-large" loading={formState.isSubmitting}>
          {t('register.submit')}
        </LoadingButton>
      </div>
    </form>
  );
}
