import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Alert } from '@/components/ui/Alert';
import type { ProviderSignIn } from '@/lib/auth/oidc';
import { applyServerErrors, requiredValue } from '@/lib/forms';
import { useLinkWithPassword, useSendLinkEmail } from '../api/oidc';
import { FormAlert } from '@/components/FormAlert';
import { PasswordField } from './PasswordField';
import { LoadingButton } from './Pending';

const linkSchema = z.object({ password: requiredValue() });
type LinkValues = z.infer<typeof linkSchema>;

export interface OidcLinkFormProps {
  linkToken: string;
  email: string;
  provider: string;
  onSignedIn: (result: ProviderSignIn) => Promise<void>;
}

/**
 * An account already has the provider's address: its owner proves it is theirs with the
 * password, or asks for an emailed link, before the provider is linked.
 */
export function OidcLinkForm({ linkToken, email, provider, onSignedIn }: OidcLinkFormProps) {
  const { t } = useTranslation('auth');
  const link = useLinkWithPassword();
  const sendEmail = useSendLinkEmail();
  const [formError, setFormError] = useState<unknown>(null);
  const { control, handleSubmit, setError, formState } = useForm<LinkValues>({
    resolver: zodResolver(linkSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await onSignedIn(await link.mutateAsync({ link_token: linkToken, password }));
    } catch (error) {
      if (!applyServerErrors(error, setError, ['password'])) setFormError(error);
    }
  });

  return (
    <div className="mp-auth-stack">
      <p className="mp-p">{t('oidc.link.intro', { email, provider })}</p>
      <form onSubmit={onSubmit} noValidate aria-label={t('oidc.link.title')}>
        <FormAlert error={formError ?? sendEmail.error} />
        <div className="mp-auth-stack">
          <PasswordField control={control} name="password" label={t('login.password')} autoComplete="current-password" required />
          <LoadingButton type="submit" variant="contained" className="mp-auth-large" loading={formState.isSubmitting}>
            {t('oidc.link.submit', { provider })}
          </LoadingButton>
        </div>
      </form>
      {sendEmail.isSuccess ? (
        <Alert severity="success" role="status">
          {t('oidc.link.emailSent', { email })}
        </Alert>
      ) : (
        <LoadingButton variant="text" onPress={() => sendEmail.mutate(linkToken)} loading={sendEmail.isPending}>
          {t('oidc.link.emailInstead')}
        </LoadingButton>
      )}
    </div>
  );
}
