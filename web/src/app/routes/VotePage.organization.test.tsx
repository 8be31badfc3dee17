import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { config } from '@/test/fixtures';
import { jsonResponse, mockFetch } from '@/test/http';
import { project } from '@/test/projects';
import { renderRoutes } from '@/test/render';
import { VotePage } from './VotePage';

const person = {
  id: 'person-1',
  type: 'users',
  current: false,
  meta: { username: 'amina', first_name: 'Amina', last_name: 'Haddad', avatar: null, email: 'a@example.org', identity_verified_at: null, impact_points: 0 },
};
const organization = {
  id: 'org-1',
  type: 'organizations',
  current: true,
  meta: { shortname: 'green', name: 'Green Earth', logo: null, email: 'g@example.org', verified: true, status: 'ACTIVE' },
};

function renderAsOrganization(language: string) {
  vi.useFakeTimers({ now: new Date('2025-03-21T10:00:00Z'), toFake: ['Date'] });
  session.signIn();
  session.setCurrentIdentity(organization.id);
  mockFetch(({ path }) => {
    if (path === '/config') return jsonResponse(200, config);
    if (path === '/identities') return jsonResponse(200, { identities: [person, organization] });
    // What the server says for the organization's member, who voted as a person.
    if (path === '/projects/p-1') return jsonResponse(200, { ...project, user_voted: true });
    if (path === '/rates') return jsonResponse(200, { USD: 1, lovelace: 0.45, fetched_at: '2025-03-21T00:00:00Z', source: 'static' });
    return jsonResponse(404, { code: 'not_found' });
  });
  const routes: RouteObject[] = [{ path: '/projects/:id/vote', element: <VotePage /> }];
  return renderRoutes(routes, '/projects/p-1/vote', undefined, language);
}

const text = {
  en: { ask: 'Please switch to your personal account to vote', switch: 'Switch to your personal account', voted: /already voted/ },
  ar: { ask: 'يُرجى الانتقال إلى حسابك الشخصي للتصويت', switch: 'الانتقال إلى حسابك الشخصي', voted: /صوّتَّ/ },
};

describe.each(['en', 'ar'] as const)('the vote page for an organization (%s)', (language) => {
  afterEach(() => vi.useRealTimers());

  it('asks to switch to the personal account instead of showing a form the server would refuse', async () => {
    renderAsOrganization(language);

    expect(await screen.findByText(text[language].ask)).toBeInTheDocument();
    expect(screen.queryByText(text[language].voted)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('switches to the personal account with one press', async () => {
    renderAsOrganization(language);

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(await screen.findByRole('button', { name: text[language].switch }));

    expect(session.get().currentIdentityId).toBe(person.id);
    expect(await screen.findAllByRole('radio')).not.toHaveLength(0);
    expect(screen.queryByText(text[language].ask)).not.toBeInTheDocument();
  });
});
