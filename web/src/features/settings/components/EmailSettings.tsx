import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/FormAlert';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { applyServerErrors } from '@/lib/forms';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useRequestEmailChange, useResendConfirmation } from '../api/email';
import type { Profile } from '../api/profile';
import { emailChangeSchema, type EmailChangeValues } from '../leavingSchemas';
import { SettingsSection } from './SettingsSection';
import { FormField } from '@/components/FormField';

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
      <div className="mp-settings-email">
        <p className="mp-p mp-strong mp-settings-wrap" dir="ltr">
          {profile.email}
        </p>
        <span className={`mp-chip ${profile.email_verified ? 'mp-chip-success' : 'mp-chip-warning'}`}>
          {profile.email_verified ? t('email.confirmed') : t('email.unconfirmed')}
        </span>
      </div>
      {!profile.email_verified && (
        <Alert
          severity={resend.isError ? 'error' : resend.isSuccess ? 'success' : 'warning'}
          role="status"
          className="mp-settings-alert-lg"
          action={
            !resend.isSuccess && (
              <Button tone="inherit" size="small" onPress={() => resend.mutate()} isPending={resend.isPending} className="mp-bold">
                {t('email.resend')}
              </Button>
            )
          }
        >
          {resend.isError ? messages.apiError(resend.error) : resend.isSuccess ? t('email.resent', { email: profile.email }) : t('email.unconfirmedHint')}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('email.changeTitle')}>
        <h3 className="mp-h3 mp-settings-subtitle">{t('email.changeTitle')}</h3>
        {sentTo && (
          <Alert severity="success" role="status" className="mp-settings-alert">
            {t('email.sent', { email: sentTo })}
          </Alert>
        )}
        <FormAlert error={formError} />
        <div className="mp-settings-form">
          <FormField control={control} name="new_email" type="email" label={t('email.new')} autoComplete="email" required />
          <FormField control={control} name="current_password" type="password" label={t('email.password')} autoComplete="current-password" required />
          <div className="mp-settings-actions">
            <Button type="submit" variant="contained" isPending={formState.isSubmitting}>
              {t('email.change')}
            </Button>
          </div>
        </div>
      </form>
    </SettingsSection>
  );
}
