import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useChangeRole, useMembers, useRemoveMember, useTransferOwnership, type MemberView } from './api';
import { InviteForm } from './InviteForm';
import { MemberList } from './MemberList';
import { PendingInvitations } from './PendingInvitations';
import { canLeave, canManage, displayName } from './rules';
import './members.css';

type Pending = { kind: 'remove' | 'transfer'; member: MemberView } | { kind: 'leave' };

interface Props {
  organizationId: string;
  organizationName: string;
  /** The signed-in person's id. */
  personId: string;
  /** After leaving: the page moves on (the person is no longer a member). */
  onLeft?: () => void;
}

/** An organization's members: the list with roles, invitations, removal, hand-over and leaving. */
export function MembersSection({ organizationId, organizationName, personId, onLeft }: Props) {
  const { t } = useTranslation('members');
  const messages = useErrorMessages();
  const members = useMembers(organizationId);
  const changeRole = useChangeRole(organizationId);
  const remove = useRemoveMember(organizationId);
  const transfer = useTransferOwnership(organizationId);
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const failure = changeRole.error ?? remove.error ?? transfer.error;
  const busy = changeRole.isPending || remove.isPending || transfer.isPending;

  if (members.isPending) return <span role="progressbar" aria-label={t('loading')} className="mp-spinner" />;
  if (members.isError) return <Alert severity="error">{messages.apiError(members.error) || t('loadFailed')}</Alert>;
  const me = { id: personId, role: members.data.your_role };
  const owners = members.data.members.filter((member) => member.role === 'owner').length;

  const reset = () => {
    setNotice(null);
    changeRole.reset();
    remove.reset();
    transfer.reset();
  };
  const confirm = () => {
    if (!pending) return;
    setPending(null);
    if (pending.kind === 'leave') {
      remove.mutate(personId, { onSuccess: () => (setNotice(t('done.left', { name: organizationName })), onLeft?.()) });
    } else if (pending.kind === 'remove') {
      remove.mutate(pending.member.user_id, { onSuccess: () => setNotice(t('done.removed', { name: displayName(pending.member) })) });
    } else {
      transfer.mutate(pending.member.user_id, { onSuccess: () => setNotice(t('done.transferred', { name: displayName(pending.member) })) });
    }
  };

  return (
    <div className="mp-members" data-testid="members-section">
      <section className="mp-members-card" aria-labelledby="members-title">
        <h2 id="members-title" className="mp-h2">
          {t('title')}
        </h2>
        {notice && (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        )}
        {failure && <Alert severity="error">{messages.apiError(failure)}</Alert>}
        <MemberList
          members={members.data.members}
          me={me}
          busy={busy}
          onRole={(member, role) => {
            reset();
            changeRole.mutate(
              { userId: member.user_id, role },
              { onSuccess: () => setNotice(t('done.roleChanged', { name: displayName(member), role: t(`roles.${role}`) })) },
            );
          }}
          onRemove={(member) => (reset(), setPending({ kind: 'remove', member }))}
          onTransfer={(member) => (reset(), setPending({ kind: 'transfer', member }))}
        />
      </section>
      {canManage(me.role) && <InviteForm organizationId={organizationId} me={me.role} />}
      {canManage(me.role) && <PendingInvitations organizationId={organizationId} />}
      <section className="mp-members-card" aria-labelledby="leave-title">
        <h2 id="leave-title" className="mp-h2">
          {t('leave.title')}
        </h2>
        <p className="mp-p mp-muted">{t('leave.text')}</p>
        <div>
          <Button variant="outlined" tone="error" isDisabled={busy || !canLeave(me.role, owners)} onPress={() => (reset(), setPending({ kind: 'leave' }))}>
            {t('leave.button')}
          </Button>
        </div>
      </section>
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        header={
          pending?.kind === 'leave'
            ? t('confirm.leaveTitle', { name: organizationName })
            : pending?.kind === 'transfer'
              ? t('confirm.transferTitle', { name: displayName(pending.member) })
              : pending
                ? t('confirm.removeTitle', { name: displayName(pending.member) })
                : ''
        }
        subheader={
          pending?.kind === 'leave'
            ? t('confirm.leaveText')
            : pending?.kind === 'transfer'
              ? t('confirm.transferText', { name: displayName(pending.member) })
              : t('confirm.removeText')
        }
        buttons={[
          { label: t('confirm.cancel'), onClick: () => setPending(null), variant: 'outlined' },
          {
            label: pending?.kind === 'leave' ? t('confirm.leave') : pending?.kind === 'transfer' ? t('confirm.transfer') : t('confirm.remove'),
            onClick: confirm,
            color: pending?.kind === 'transfer' ? 'primary' : 'error',
          },
        ]}
      />
    </div>
  );
}
