import { screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/api/queryClient';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { GoodbyePage } from './GoodbyePage';
import { SettingsPage } from './SettingsPage';

const person = {
  id: 'person-1',
  type: 'users',
  current: false,
  meta: { username: 'amina', first_name: 'Amina', last_name: 'Haddad', avatar: null, email: 'a@example.org', identity_verified_at: null, impact_points: 0 },
};
const organization = (role: string) => ({
  id: 'org-1',
  type: 'organizations',
  current: true,
  meta: { shortname: 'green', name: 'Green Earth', logo: null, email: 'g@example.org', verified: true, status: 'ACTIVE', role },
});

function renderSettings(actingAs: string | null, role = 'owner', language = 'en', queryClient?: QueryClient) {
  session.signIn();
  if (actingAs) session.setCurrentIdentity(actingAs);
  // The browser's cookie session: deleting the account ends it (the server clears the cookies).
  let cookieSession = true;
  const recorded = mockFetch(({ path }) => {
    if (!cookieSession) return jsonResponse(401, { code: 'auth.required', error: 'x', message: 'x' });
    if (path === '/me/delete') {
      cookieSession = false;
      return new Response(null, { status: 204 });
    }
    if (path === '/identities') return jsonResponse(200, { identities: [person, organization(role)] });
    if (path === '/organizations/org-1')
      return jsonResponse(200, {
        id: 'org-1',
        shortname: 'green-earth',
        name: 'Green Earth',
        email: 'g@example.org',
        website: null,
        description: null,
        social_links: [],
        logo: null,
        donation_notices: 'each',
        closed_at: null,
      });
    if (path === '/me/sessions') return jsonResponse(200, { results: [] });
    if (path === '/me') return jsonResponse(200, { ...person.meta, id: 'person-1', email_verified: true, avatar_url: null });
    return jsonResponse(404, { code: 'not_found' });
  });
  const routes = [
    { path: '/settings', element: <SettingsPage /> },
    { path: '/goodbye', element: <GoodbyePage /> },
  ];
  return { ...renderRoutes(routes, '/settings', queryClient, language), calls: recorded.calls };
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the settings page', () => {
  afterEach(() => session.clear());

  it('says whose settings these are while acting for an organization, its own first (issue 36)', async () => {
    renderSettings('org-1');
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('You are acting for Green Earth. Its profile and donation notices come first and closing it comes last');
    await screen.findByRole('heading', { name: 'Organization profile' });
    await screen.findByRole('heading', { name: 'Close the organization' });
    expect(headings().slice(0, 2)).toEqual(['Organization profile', 'Donation notices']);
    expect(headings()).toContain('Delete my account');
    expect(headings().at(-1)).toBe('Close the organization');
  });

  it('tells an admin that the organization’s sections come first, with no closing', async () => {
    renderSettings('org-1', 'admin');
    expect(await screen.findByRole('note')).toHaveTextContent('You are acting for Green Earth. Its profile and donation notices come first; everything after them');
    await screen.findByRole('heading', { name: 'Organization profile' });
    expect(within(document.body).queryByRole('heading', { name: 'Close the organization' })).toBeNull();
  });

  it('tells a plain member that the organization is kept by its owners, in Arabic', async () => {
    renderSettings('org-1', 'member', 'ar');
    expect(await screen.findByRole('note')).toHaveTextContent('أنت تتصرف باسم Green Earth. يدير إعداداتها مالكوها ومشرفوها');
    expect(within(document.body).queryByRole('heading', { name: 'Donation notices' })).toBeNull();
    expect(within(document.body).queryByRole('heading', { name: 'الملف التعريفي للمنظمة' })).toBeNull();
    expect(within(document.body).queryByRole('heading', { name: 'إغلاق المنظمة' })).toBeNull();
  });

  it('asks nothing more of the server once the account is deleted: no 401s on /goodbye (issue 36)', async () => {
    // The app's own client: it resets (refetches) what is on screen when the session ends.
    const { calls } = renderSettings(null, 'owner', 'en', createQueryClient());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const deletion = screen.getByRole('button', { name: 'Delete my account for good' }).closest('form')!;
    await user.type(within(deletion).getByLabelText(/Your password/), 'correct horse battery');
    await user.click(within(deletion).getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is deleted' })).toBeInTheDocument();
    expect(session.get().signedIn).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const deleted = calls.findIndex((call) => call.path === '/me/delete');
    expect(deleted).toBeGreaterThan(-1);
    expect(calls.slice(deleted + 1).map((call) => call.path)).toEqual([]);
  });

  it('says nothing of organizations to a person acting for themselves', async () => {
    renderSettings(null);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
