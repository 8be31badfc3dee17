import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { identityKeys } from '@/lib/auth/identities';

export type Role = components['schemas']['Role'];
export type MemberView = components['schemas']['MemberView'];
export type Members = components['schemas']['Members'];
export type InvitationView = components['schemas']['InvitationView'];
export type InvitationOffer = components['schemas']['InvitationOffer'];
export type Joined = components['schemas']['Joined'];

export const ROLES: Role[] = ['owner', 'admin', 'member'];

/** The organization's id as the paths under /organizations/{id} take it. */
const org = (id: string) => ({ path: { id } });

export const memberKeys = {
  members: (organizationId: string) => ['organizations', organizationId, 'members'] as const,
  invitations: (organizationId: string) => ['organizations', organizationId, 'invitations'] as const,
  offer: (token: string) => ['invitations', token] as const,
};

const membersQuery = (organizationId: string) =>
  queryOptions({
    queryKey: memberKeys.members(organizationId),
    // Sent as the person: what they may do depends on their own role, whoever they act as.
    queryFn: () => api.get('/organizations/{id}/members', { params: org(organizationId), asPerson: true }),
  });

/** GET /organizations/{id}/members: the members with their roles, and the reader's role. */
export function useMembers(organizationId: string) {
  return useQuery(membersQuery(organizationId));
}

/** GET /organizations/{id}/invitations: pending invitations (owners and admins). */
export function useInvitations(organizationId: string, enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.invitations(organizationId),
    queryFn: () => api.get('/organizations/{id}/invitations', { params: org(organizationId), asPerson: true }),
    enabled,
  });
}

/** Refreshes the members, the invitations and the person's identities after a change. */
function useRefresh(organizationId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: memberKeys.members(organizationId) }),
      client.invalidateQueries({ queryKey: memberKeys.invitations(organizationId) }),
      client.invalidateQueries({ queryKey: identityKeys.all }),
    ]);
}

export interface InviteInput {
  email: string;
  role: Role;
  language?: string;
}

/** POST /organizations/{id}/invitations: emails the address a link to join with the role. */
export function useInvite(organizationId: string) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: (input: InviteInput) => api.post('/organizations/{id}/invitations', { params: org(organizationId), body: input, asPerson: true }),
    onSuccess: refresh,
  });
}

/** DELETE /organizations/{id}/invitations/{invitation}: the link stops working. */
export function useRevokeInvitation(organizationId: string) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: (invitationId: string) =>
      api.delete('/organizations/{id}/invitations/{invitation_id}', {
        params: { path: { id: organizationId, invitation_id: invitationId } },
        asPerson: true,
      }),
    onSuccess: refresh,
  });
}

/** PATCH /organizations/{id}/members/{user}: another role. */
export function useChangeRole(organizationId: string) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      api.patch('/organizations/{id}/members/{user_id}', {
        params: { path: { id: organizationId, user_id: userId } },
        body: { role },
        asPerson: true,
      }),
    onSuccess: refresh,
  });
}

/** DELETE /organizations/{id}/members/{user}: removes a member, or leaves with one's own id. */
export function useRemoveMember(organizationId: string) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: (userId: string) => api.delete('/organizations/{id}/members/{user_id}', { params: { path: { id: organizationId, user_id: userId } }, asPerson: true }),
    onSuccess: refresh,
  });
}

/** POST /organizations/{id}/members/transfer: the member becomes an owner, the owner an admin. */
export function useTransferOwnership(organizationId: string) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: (userId: string) => api.post('/organizations/{id}/members/transfer', { params: org(organizationId), body: { user_id: userId }, asPerson: true }),
    onSuccess: refresh,
  });
}

/** GET /invitations/{token}: what the link offers. */
export function useInvitationOffer(token: string) {
  return useQuery({
    queryKey: memberKeys.offer(token),
    queryFn: () => api.get('/invitations/{token}', { params: { path: { token } } }),
    retry: false,
  });
}

/** POST /invitations/{token}/accept: joins the organization, signed in with the invited address. */
export function useAcceptInvitation(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/invitations/{token}/accept', { params: { path: { token } }, asPerson: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: identityKeys.all }),
  });
}

/** GET /organizations/{id}: the organization's public profile (its name for the page). */
export function useMembersOrganization(organizationId: string) {
  return useQuery({
    queryKey: ['organizations', organizationId] as const,
    queryFn: () => api.get('/organizations/{id}', { params: org(organizationId) }),
  });
}
