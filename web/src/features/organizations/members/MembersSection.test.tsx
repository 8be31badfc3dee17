import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import { MembersSection } from './MembersSection';
import { assignableRoles, canLeave, canRemove, invitableRoles } from './rules';

const member = (user_id: string, username: string, role: 'owner' | 'admin' | 'member', email: string | null = null) => ({
  user_id,
  username,
  first_name: username,
  last_name: 'Test',
  avatar_url: null,
  email,
  role,
  joined_at: '2026-11-01T10:00:00Z',
});

const team = [member('u-ana', 'Ana', 'owner', 'ana@example.org'), member('u-ada', 'Ada', 'admin', 'ada@example.org'), member('u-max', 'Max', 'member', 'max@example.org')];

function server(yourRole: 'owner' | 'admin' | 'member') {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/organizations/org-1/members') return jsonResponse(200, { members: team, your_role: yourRole });
    if (call.method === 'GET' && call.path === '/organizations/org-1/invitations') {
      return jsonResponse(200, { invitations: [{ id: 'inv-1', email: 'new@example.org', role: 'member', invited_by: 'u-ana', created_at: '2026-11-01T10:00:00Z', expires_at: '2026-11-08T10:00:00Z' }] });
    }
    if (call.method === 'POST' && call.path === '/organizations/org-1/invitations') {
      const body = call.body as { email: string };
      if (body.email === 'max@example.org') return jsonResponse(409, { code: 'member.already_member', message: 'already' });
      return jsonResponse(201, { id: 'inv-2', email: body.email, role: 'admin', invited_by: 'u-ana', created_at: '', expires_at: '' });
    }
    if (call.method === 'DELETE' && call.path === '/organizations/org-1/members/u-ana') {
      return jsonResponse(409, { code: 'member.last_owner', message: 'last owner' });
    }
    return jsonResponse(404, { code: 'not_found' });
  });
}

describe('member rules as the page offers them', () => {
  it('follows the server: only owners touch owners, the last owner stays', () => {
    expect(assignableRoles('admin', team[2]!, 1)).toEqual(['admin', 'member']);
    expect(assignableRoles('admin', team[0]!, 2)).toEqual([]);
    expect(assignableRoles('owner', team[0]!, 1)).toEqual([]);
    expect(assignableRoles('member', team[2]!, 1)).toEqual([]);
    expect(canRemove('admin', team[0]!, 2)).toBe(false);
    expect(canRemove('owner', team[0]!, 2)).toBe(true);
    expect(invitableRoles('admin')).toEqual(['member', 'admin']);
    expect(invitableRoles('member')).toEqual([]);
    expect(canLeave('owner', 1)).toBe(false);
    expect(canLeave('member', 1)).toBe(true);
  });
});

describe('MembersSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the members with roles and lets an owner invite, in English', async () => {
    const { calls } = server('owner');
    render(
      <Providers>
        <MembersSection organizationId="org-1" organizationName="Wells" personId="u-ana" />
      </Providers>,
    );
    const list = await screen.findByTestId('member-list');
    expect(within(list).getAllByTestId('member')).toHaveLength(3);
    expect(within(list).getByText('ana@example.org')).toBeInTheDocument();
    expect(await screen.findByText('new@example.org')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: /Email address/ }));
    await user.paste('eve@example.org');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent to eve@example\.org/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ email: 'eve@example.org', role: 'member' });
    expect(screen.getByRole('button', { name: 'Leave' })).toBeDisabled();
  });

  it('shows a member neither invitations nor controls, and translates refusals', async () => {
    server('member');
    render(
      <Providers language="fr">
        <MembersSection organizationId="org-1" organizationName="Wells" personId="u-max" />
      </Providers>,
    );
    await screen.findByTestId('member-list');
    expect(screen.queryByRole('button', { name: 'Envoyer l’invitation' })).not.toBeInTheDocument();
    expect(screen.queryByText('new@example.org')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('member-role')).toHaveLength(3));
    expect(screen.getAllByTestId('member-role')[0]).toHaveTextContent('Propriétaire');
  });
});
