import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { AccessGuard } from './AccessGuard';

const person = {
  id: 'person-1',
  type: 'users',
  current: true,
  meta: { username: 'amina', first_name: 'Amina', last_name: 'Haddad', avatar: null, email: 'a@example.org', identity_verified_at: null, impact_points: 0 },
};
const organization = {
  id: 'org-1',
  type: 'organizations',
  current: false,
  meta: { shortname: 'green', name: 'Green Earth', logo: null, email: 'g@example.org', verified: true, status: 'ACTIVE' },
};

const routes: RouteObject[] = [
  { path: '/intro', element: <p>intro page</p> },
  { element: <AccessGuard type="both" />, children: [{ path: '/settings', element: <p>settings page</p> }] },
  { element: <AccessGuard type="organizations" />, children: [{ path: '/create', element: <p>create page</p> }] },
];

function signIn() {
  session.signIn();
}

describe('AccessGuard', () => {
  it('sends a visitor to /intro', async () => {
    mockFetch(() => jsonResponse(500));
    const { router } = renderRoutes(routes, '/settings');

    expect(await screen.findByText('intro page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/intro');
  });

  it('remembers the page a visitor asked for, so signing in returns to it', async () => {
    mockFetch(() => jsonResponse(500));
    const { router } = renderRoutes(routes, '/settings?tab=language');

    expect(await screen.findByText('intro page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/settings?tab=language')}`);
  });

  it('shows an empty screen while the identities load', async () => {
    signIn();
    const { fetchMock } = mockFetch(() => new Promise<Response>(() => undefined));
    const { container, router } = renderRoutes(routes, '/settings');

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('sends to /intro when the identities fail to load', async () => {
    signIn();
    mockFetch(() => jsonResponse(500, { code: 'internal' }));
    const { router } = renderRoutes(routes, '/settings');

    expect(await screen.findByText('intro page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/intro');
  });

  it('sends to /intro when there is no identity', async () => {
    signIn();
    mockFetch(() => jsonResponse(200, { identities: [] }));
    renderRoutes(routes, '/settings');

    expect(await screen.findByText('intro page')).toBeInTheDocument();
  });

  it('lets a person into a page for both types', async () => {
    signIn();
    mockFetch(() => jsonResponse(200, { identities: [person, organization] }));
    renderRoutes(routes, '/settings');

    expect(await screen.findByText('settings page')).toBeInTheDocument();
  });

  it('keeps a person out of an organizations-only page', async () => {
    signIn();
    mockFetch(() => jsonResponse(200, { identities: [person, organization] }));
    const { router } = renderRoutes(routes, '/create');

    expect(await screen.findByText('intro page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/intro');
  });

  it('lets an organization into an organizations-only page', async () => {
    signIn();
    session.setCurrentIdentity('org-1');
    mockFetch(() =>
      jsonResponse(200, { identities: [{ ...person, current: false }, { ...organization, current: true }] }),
    );
    renderRoutes(routes, '/create');

    expect(await screen.findByText('create page')).toBeInTheDocument();
  });
});
