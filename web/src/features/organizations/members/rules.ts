import type { MemberView, Role } from './api';

/**
 * What the page offers a reader with role `me`: the server decides (domain::team), these only
 * hide what it would refuse. Owners change anything; admins move people between admin and member.
 */
export const canManage = (me: Role) => me === 'owner' || me === 'admin';

/** The roles `me` may give to `target` (none: the select is not shown). */
export function assignableRoles(me: Role, target: MemberView, owners: number): Role[] {
  if (!canManage(me)) return [];
  if (me === 'admin') return target.role === 'owner' ? [] : ['admin', 'member'];
  if (target.role === 'owner' && owners <= 1) return [];
  return ['owner', 'admin', 'member'];
}

/** Whether `me` may remove `target` (someone else). */
export function canRemove(me: Role, target: MemberView, owners: number): boolean {
  if (!canManage(me)) return false;
  if (target.role === 'owner') return me === 'owner' && owners > 1;
  return true;
}

/** The roles `me` may invite with. */
export const invitableRoles = (me: Role): Role[] => (me === 'owner' ? ['member', 'admin', 'owner'] : canManage(me) ? ['member', 'admin'] : []);

/** The last owner cannot leave. */
export const canLeave = (me: Role, owners: number) => me !== 'owner' || owners > 1;

/** A member's name as the list shows it (the username when they left the names empty). */
export const displayName = (member: MemberView) => `${member.first_name} ${member.last_name}`.trim() || member.username;
