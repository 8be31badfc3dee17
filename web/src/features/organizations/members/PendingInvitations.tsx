import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useInvitations, useRevokeInvitation } from './api';

/** The invitations nobody has accepted yet, each with a way to withdraw it (owners and admins). */
export function PendingInvitations({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('members');
  const messages = useErrorMessages();
  const invitations = useInvitations(organizationId, true);
  const revoke = useRevokeInvitation(organizationId);
  const [revoked, setRevoked] = useState<string | null>(null);
  const list = invitations.data?.invitations ?? [];
  return (
    <section className="mp-members-card" aria-labelledby="pending-title">
      <h2 id="pending-title" className="mp-h2">
        {t('pending.title')}
      </h2>
      {invitations.isError && <Alert severity="error">{messages.apiError(invitations.error)}</Alert>}
      {revoked && (
        <Alert severity="success" role="status">
          {t('pending.revoked', { email: revoked })}
        </Alert>
      )}
      {revoke.isError && <Alert severity="error">{messages.apiError(revoke.error)}</Alert>}
      {invitations.isSuccess && list.length === 0 && <p className="mp-p mp-muted">{t('pending.empty')}</p>}
      {list.length > 0 && (
        <ul className="mp-members-list" data-testid="pending-invitations">
          {list.map((invitation) => (
            <li key={invitation.id} className="mp-members-item">
              <div className="mp-members-who">
                <p className="mp-p mp-strong">{invitation.email}</p>
                <p className="mp-body2 mp-muted">
                  {t('pending.expires', { role: t(`roles.${invitation.role}`), date: isolateLtr(formatUtcDateTime(invitation.expires_at)) })}
                </p>
              </div>
              <Button
                variant="outlined"
                tone="error"
                size="small"
                isDisabled={revoke.isPending}
                onPress={() => {
                  setRevoked(null);
                  revoke.mutate(invitation.id, { onSuccess: () => setRevoked(invitation.email) });
                }}
              >
                {t('pending.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
