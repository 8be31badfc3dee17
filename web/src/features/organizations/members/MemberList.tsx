import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import type { MemberView, Role } from './api';
import { assignableRoles, canRemove, displayName } from './rules';

interface Props {
  members: MemberView[];
  me: { id: string; role: Role };
  busy: boolean;
  onRole: (member: MemberView, role: Role) => void;
  onRemove: (member: MemberView) => void;
  onTransfer: (member: MemberView) => void;
}

/** Each member with their role; owners and admins change roles, remove and hand over here. */
export function MemberList({ members, me, busy, onRole, onRemove, onTransfer }: Props) {
  const { t } = useTranslation('members');
  const owners = members.filter((member) => member.role === 'owner').length;
  return (
    <ul className="mp-members-list" aria-label={t('list.label')} data-testid="member-list">
      {members.map((member) => {
        const self = member.user_id === me.id;
        const roles = self ? [] : assignableRoles(me.role, member, owners);
        return (
          <li key={member.user_id} className="mp-members-item" data-testid="member">
            <div className="mp-members-who">
              <p className="mp-p mp-strong" dir="auto">
                {displayName(member)} {self && <span className="mp-muted">({t('you')})</span>}
              </p>
              {member.email && <p className="mp-body2 mp-muted">{member.email}</p>}
              <p className="mp-body2 mp-muted">{t('list.joined', { date: isolateLtr(formatUtcDateTime(member.joined_at)) })}</p>
            </div>
            <div className="mp-members-actions">
              {roles.length > 0 ? (
                <Select
                  label={t('list.changeRole', { name: displayName(member) })}
                  options={roles.map((role) => ({ id: role, label: t(`roles.${role}`) }))}
                  value={member.role}
                  isDisabled={busy}
                  onChange={(role) => {
                    if (role !== member.role) onRole(member, role as Role);
                  }}
                />
              ) : (
                <span className="mp-chip" data-testid="member-role">
                  {t(`roles.${member.role}`)}
                </span>
              )}
              {!self && me.role === 'owner' && (
                <Button variant="outlined" size="small" isDisabled={busy} onPress={() => onTransfer(member)}>
                  {t('list.transfer')}
                </Button>
              )}
              {!self && canRemove(me.role, member, owners) && (
                <Button variant="outlined" tone="error" size="small" isDisabled={busy} onPress={() => onRemove(member)}>
                  {t('list.remove')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
