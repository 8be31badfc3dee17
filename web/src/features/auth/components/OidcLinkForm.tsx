import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ProviderSignIn } from '@/lib/auth/oidc';
import { applyServerErrors } from '@/lib/forms';
import { useLinkWithPassword, useSendLinkEmail } from '../api/oidc';
import { FormAlert } from '@/components/FormAlert';
import { PasswordField } from './PasswordField';

const linkSchema = z.object({ password: z.string().min(1, { error: 'required' }) });
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
    <Stack spacing={2.5}>
      <Typography>{t('oidc.link.intro', { email, provider })}</Typography>
      <form onSubmit={onSubmit} noValidate aria-label={t('oidc.link.title')}>
        <FormAlert error={formError ?? sendEmail.error} />
        <Stack spacing={2.5}>
          <PasswordField control={control} name="password" label={t('login.password')} autoComplete="current-password" required />
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('oidc.link.submit', { provider })}
          </Button>
        </Stack>
      </form>
      {sendEmail.isSuccess ? (
        <Alert severity="success" role="status">
          {t('oidc.link.emailSent', { email })}
        </Alert>
      ) : (
        <Button variant="text" onClick={() => sendEmail.mutate(linkToken)} loading={sendEmail.isPending}>
          {t('oidc.link.emailInstead')}
        </Button>
      )}
    </Stack>
  );
}
