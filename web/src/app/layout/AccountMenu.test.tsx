import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { config, round } from '@/test/fixtures';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { Header } from './Header';

const person = {
  id: 'person-1',
  type: 'users',
  current: true,
  meta: { username: 'amina', first_name: 'Amina', last_name: 'Haddad', avatar: null, email: 'a@example.org', identity_verified_at: null, impact_points: 0 },
};
const organization = {
  id: 'org-9',
  type: 'organizations',
  current: false,
  meta: { shortname: 'fixit', name: 'Fix It Collective', logo: null, email: 'f@example.org', verified: true, status: 'ACTIVE' },
};

const routes: RouteObject[] = [
  { path: '/home', element: <Header /> },
  { path: '/donations', element: <p>my donations page</p> },
];

function signedIn(organizations: (typeof organization)[] = [organization]) {
  session.signIn();
  mockFetch((call) => {
    if (call.path === '/identities') {
      const current = session.get().currentIdentityId ?? person.id;
      return jsonResponse(200, { identities: [person, ...organizations].map((identity) => ({ ...identity, current: identity.id === current })) });
    }
    if (call.path === '/config') return jsonResponse(200, config);
    if (call.path === '/rounds/current') return jsonResponse(200, round);
    return jsonResponse(404, { code: 'not_found' });
  });
}

const words = {
  en: { open: 'Open the account menu', menu: 'Your account', current: 'Acting as', switchTo: 'Switch to', organization: 'Organization', closed: 'Organization · closed', donations: 'My donations', support: /Support and FAQ/ },
  ar: { open: 'فتح قائمة الحساب', menu: 'حسابك', current: 'تتصرف باسم', switchTo: 'التبديل إلى', organization: 'منظمة', closed: 'منظمة · مغلقة', donations: 'تبرعاتي', support: /الدعم والأسئلة الشائعة/ },
};

describe.each(['en', 'ar'] as const)('the account menu (%s)', (language) => {
  const w = words[language];

  it('shows who the app acts as above the menu, switches identity and opens the person’s pages', async () => {
    signedIn();
    const { router } = renderRoutes(routes, '/home', undefined, language);
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: w.open });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const menu = await screen.findByRole('menu', { name: w.menu });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByTestId('current-identity')).toHaveTextContent(`${w.current}Amina Haddad`);
    const other = within(within(menu).getByRole('group', { name: w.switchTo })).getByRole('menuitem', { name: new RegExp('Fix It Collective') });
    expect(other).toHaveAccessibleDescription(w.organization);
    expect(within(menu).getByRole('menuitem', { name: w.support })).toHaveAttribute('target', '_blank');

    await user.click(other);
    await waitFor(() => expect(session.get().currentIdentityId).toBe('org-9'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(trigger);
    await waitFor(() => expect(screen.getByTestId('current-identity')).toHaveTextContent('Fix It Collective'));
    await user.click(screen.getByRole('menuitem', { name: w.donations }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/donations'));
  });

  it('marks an organization its owners have closed', async () => {
    const closed = { ...organization, id: 'org-10', meta: { ...organization.meta, name: 'Old Collective', closed_at: '2026-11-01T10:00:00Z' } };
    signedIn([organization, closed]);
    renderRoutes(routes, '/home', undefined, language);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: w.open }));
    const group = within(await screen.findByRole('group', { name: w.switchTo }));
    expect(group.getByRole('menuitem', { name: /Old Collective/ })).toHaveAccessibleDescription(w.closed);
    expect(group.getByRole('menuitem', { name: /Fix It Collective/ })).toHaveAccessibleDescription(w.organization);
  });
});

describe('the apps menu', () => {
  it('lists the sister apps, each opening in a new tab', async () => {
    signedIn();
    renderRoutes(routes, '/home');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Open the app menu' }));
    const menu = await screen.findByRole('menu', { name: 'Our apps' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([config.apps.work, config.apps.verify, config.apps.account_center]);
    expect(within(menu).getByRole('menuitem', { name: /Verify/ })).toHaveAccessibleDescription('Verify your identity');
    await waitFor(() => expect(items[0]).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    // React Aria gives focus back on the frame after the menu leaves.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open the app menu' })).toHaveFocus());
  });
});
