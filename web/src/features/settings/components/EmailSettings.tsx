import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/FormTextField';
import { applyServerErrors } from '@/lib/forms';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useRequestEmailChange, useResendConfirmation } from '../api/email';
import type { Profile } from '../api/profile';
import { emailChangeSchema, type EmailChangeValues } from '../leavingSchemas';
import { SettingsSection } from './SettingsSection';
import { FormAlert } from '@/components/FormAlert';

const FIELDS = ['new_email', 'current_password'] as const;

/** The account's email address: whether it is confirmed (with "Resend"), and changing it through a link to the new one. */
export function EmailSettings({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const messages = useErrorMessages();
  const resend = useResendConfirmation();
  const change = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<EmailChangeValues>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { new_email: '', current_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSentTo(null);
    setFormError(null);
    try {
      await change.mutateAsync(values);
      reset();
      setSentTo(values.new_email.trim().toLowerCase());
    } catch (error) {
      const conflicts = { 'auth.wrong_password': 'current_password', 'auth.email_taken': 'new_email', 'account.email_unchanged': 'new_email' } as const;
      if (!applyServerErrors(error, setError, FIELDS, conflicts)) setFormError(error);
    }
  });

  return (
    <SettingsSection id="email" title={t('email.title')} description={t('email.description')}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} dir="ltr">
          {profile.email}
        </Typography>
        <Chip size="small" color={profile.email_verified ? 'success' : 'warning'} label={profile.email_verified ? t('email.confirmed') : t('email.unconfirmed')} />
      </Stack>
      {!profile.email_verified && (
        <Alert
          severity={resend.isError ? 'error' : resend.isSuccess ? 'success' : 'warning'}
          role="status"
          sx={{ mb: 3 }}
          action={
            !resend.isSuccess && (
              <Button color="inherit" size="small" onClick={() => resend.mutate()} loading={resend.isPending} sx={{ fontWeight: 700 }}>
                {t('email.resend')}
              </Button>
            )
          }
        >
          {resend.isError ? messages.apiError(resend.error) : resend.isSuccess ? t('email.resent', { email: profile.email }) : t('email.unconfirmedHint')}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('email.changeTitle')}>
        <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 2 }}>
          {t('email.changeTitle')}
        </Typography>
        {sentTo && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('email.sent', { email: sentTo })}
          </Alert>
        )}
        <FormAlert error={formError} />
        <Stack spacing={2.5}>
          <FormTextField control={control} name="new_email" type="email" label={t('email.new')} autoComplete="email" required />
          <FormTextField control={control} name="current_password" type="password" label={t('email.password')} autoComplete="current-password" required />
          <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ alignSelf: 'flex-end' }}>
            {t('email.change')}
          </Button>
        </Stack>
      </form>
    </SettingsSection>
  );
}
