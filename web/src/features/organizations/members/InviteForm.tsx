import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { isApiError } from '@/lib/api/errors';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '@/lib/i18n/languages';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useInvite, type Role } from './api';
import { invitableRoles } from './rules';

/** An owner or admin invites an address with a role; the server emails the link. */
export function InviteForm({ organizationId, me }: { organizationId: string; me: Role }) {
  const { t, i18n } = useTranslation('members');
  const messages = useErrorMessages();
  const invite = useInvite(organizationId);
  const roles = invitableRoles(me);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [language, setLanguage] = useState<string>(i18n.language);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fields = isApiError(invite.error) ? invite.error.fields : {};
  const fieldError = (name: string) => (fields[name] ? messages.fieldError(fields[name]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    invite.mutate(
      { email: email.trim(), role, language },
      {
        onSuccess: (invitation) => {
          setSentTo(invitation.email);
          setEmail('');
        },
      },
    );
  };

  return (
    <section className="mp-members-card" aria-labelledby="invite-title">
      <h2 id="invite-title" className="mp-h2">
        {t('invite.title')}
      </h2>
      {sentTo && (
        <Alert severity="success" role="status">
          {t('invite.sent', { email: sentTo })}
        </Alert>
      )}
      {invite.isError && Object.keys(fields).length === 0 && <Alert severity="error">{messages.apiError(invite.error)}</Alert>}
      <form className="mp-members-form" onSubmit={submit} noValidate>
        <TextField label={t('invite.email')} type="email" name="email" value={email} onChange={setEmail} isRequired errorMessage={fieldError('email')} />
        <Select
          label={t('invite.role')}
          options={roles.map((id) => ({ id, label: t(`roles.${id}`) }))}
          value={role}
          onChange={(value) => setRole(value as Role)}
          description={t(`roleHelp.${role}`)}
          errorMessage={fieldError('role')}
        />
        <Select
          label={t('invite.language')}
          options={SUPPORTED_LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }))}
          value={language}
          onChange={setLanguage}
          description={t('invite.languageHelp')}
          errorMessage={fieldError('language')}
        />
        <Button type="submit" variant="contained" isPending={invite.isPending} isDisabled={email.trim() === ''}>
          {t('invite.submit')}
        </Button>
      </form>
    </section>
  );
}
