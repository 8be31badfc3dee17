import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/FormAlert';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { isApiError } from '@/lib/api/errors';
import { useIdentities, type OrganizationIdentity } from '@/lib/auth/identities';
import { paths } from '@/lib/paths';
import { applyServerErrors } from '@/lib/forms';
import { useDeleteAccount, type Goodbye } from '../api/leaving';
import { deleteAccountSchema, type DeleteAccountValues } from '../leavingSchemas';
import { SettingsSection } from './SettingsSection';
import { FormField } from '@/components/FormField';

/** The organizations the person owns, each with the way to its Members page, where ownership is handed over. */
function HandOver() {
  const { t } = useTranslation('settings');
  const { identities } = useIdentities();
  const owned = identities.filter(
    (identity): identity is OrganizationIdentity => identity.type === 'organizations' && identity.meta.role === 'owner' && !identity.meta.closed_at,
  );
  if (owned.length === 0) return null;
  return (
    <ul className="mp-settings-handover" aria-label={t('deleteAccount.handOverList')}>
      {owned.map((organization) => (
        <li key={organization.id}>
          <LinkButton to={paths.organizationMembers(organization.id)} variant="outlined" size="small">
            {t('deleteAccount.handOver', { name: organization.meta.name })}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}

/** Deleting the account for good, confirmed with the password; an organization's only owner is told to hand it over first. */
export function DeleteAccountSettings() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<DeleteAccountValues>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await remove.mutateAsync(password);
      // The goodbye page forgets the session once the settings are gone: see useDeleteAccount.
      const state: Goodbye = { accountDeleted: true };
      void navigate('/goodbye', { replace: true, state });
    } catch (error) {
      if (!applyServerErrors(error, setError, ['password'], { 'auth.wrong_password': 'password' })) setFormError(error);
    }
  });

  const cancel = () => {
    reset();
    setFormError(null);
    setConfirming(false);
  };

  return (
    <SettingsSection id="delete-account" title={t('deleteAccount.title')} description={t('deleteAccount.description')}>
      {!confirming ? (
        <Button variant="outlined" tone="error" onPress={() => setConfirming(true)}>
          {t('deleteAccount.start')}
        </Button>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('deleteAccount.title')}>
          <Alert severity="warning" role="note" className="mp-settings-alert">
            {t('deleteAccount.warning')}
          </Alert>
          <FormAlert error={formError} />
          {isApiError(formError) && formError.code === 'account.sole_owner' && <HandOver />}
          <div className="mp-settings-form">
            <FormField control={control} name="password" type="password" label={t('deleteAccount.password')} autoComplete="current-password" required autoFocus />
            <div className="mp-settings-actions">
              <Button onPress={cancel}>{t('deleteAccount.cancel')}</Button>
              {/*
                Disabled rather than pending while it is sent: React Aria announces a focused pending
                button through a live region that points at it for seconds, and this one is gone with
                the page once the account is deleted (axe: role-img-alt on /goodbye).
              */}
              <Button type="submit" variant="contained" tone="error" isDisabled={formState.isSubmitting}>
                {t('deleteAccount.confirm')}
              </Button>
            </div>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
