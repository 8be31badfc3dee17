import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { verificationRequired } from '@/lib/verification/verificationRequired';
import { config, round } from '@/test/fixtures';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { CreateProjectButton } from './CreateProjectButton';

const person = {
  id: 'person-1',
  type: 'users',
  current: true,
  meta: { username: 'amina', first_name: 'Amina', last_name: 'Haddad', avatar: null, email: 'a@example.org', identity_verified_at: null, impact_points: 0 },
};
const organization = (verified: boolean) => ({
  id: 'org-1',
  type: 'organizations',
  current: false,
  meta: { shortname: 'green', name: 'Green Earth', logo: null, email: 'g@example.org', verified, status: verified ? 'ACTIVE' : 'NOT_ACTIVE' },
});

// Submissions close on 2025-03-15: the day before, they are open.
const OPEN = new Date('2025-03-14T10:00:00Z');

function renderButton(identities: unknown[] | null, actingAs?: string) {
  if (identities) {
    session.signIn();
    if (actingAs) session.setCurrentIdentity(actingAs);
  }
  mockFetch(({ path }) => {
    if (path === '/config') return jsonResponse(200, config);
    if (path === '/identities') return jsonResponse(200, { identities });
    return jsonResponse(404, { code: 'not_found' });
  });
  const routes: RouteObject[] = [
    { path: '/home', element: <CreateProjectButton round={round} /> },
    { path: '/intro', element: <p>intro page</p> },
    { path: '/create', element: <p>create page</p> },
    { path: '/create/select-identity', element: <p>select identity page</p> },
    { path: '/verification', element: <p>verification page</p> },
  ];
  return renderRoutes(routes, '/home');
}

async function press() {
  const buttons = await screen.findAllByRole('button', { name: 'Create project' });
  await userEvent.setup().click(buttons[0] as HTMLElement);
}

// The dialogs load on demand; compiling them here keeps that out of the tests' waiting time.
beforeAll(() => import('./CreateProjectDialogs'), 60_000);

describe('CreateProjectButton (spec §5)', () => {
  afterEach(() => {
    vi.useRealTimers();
    session.clear();
  });

  it('sends a visitor to /intro', async () => {
    vi.useFakeTimers({ now: OPEN, toFake: ['Date'] });
    renderButton(null);
    await press();
    expect(await screen.findByText('intro page')).toBeInTheDocument();
  });

  it('shows the submission-closed modal from the submission end day on', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-15T01:00:00Z'), toFake: ['Date'] });
    renderButton([person, organization(true)], 'org-1');
    await press();
    const dialog = await screen.findByRole('dialog', { name: 'Submissions are closed' });
    expect(within(dialog).getByText('The project submission period has ended. Please submit your proposal in the next round.')).toBeInTheDocument();
  });

  it('sends a person to choose an organization', async () => {
    vi.useFakeTimers({ now: OPEN, toFake: ['Date'] });
    renderButton([person, organization(true)]);
    await press();
    expect(await screen.findByText('select identity page')).toBeInTheDocument();
  });

  it('asks an unverified organization to complete KYB, continuing to the verification page', async () => {
    vi.useFakeTimers({ now: OPEN, toFake: ['Date'] });
    renderButton([person, organization(false)], 'org-1');
    await press();
    const dialog = await screen.findByRole('dialog', { name: 'Verify your organization' });
    // "KYB" is said in words too (issue 36: never explained).
    expect(dialog).toHaveTextContent('KYB, “know your business”: we check its registration documents');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Continue to verification' }));
    expect(await screen.findByText('verification page')).toBeInTheDocument();
  });

  it('tells an organization under review that verification is still required', async () => {
    vi.useFakeTimers({ now: OPEN, toFake: ['Date'] });
    renderButton([person, { ...organization(false), meta: { ...organization(false).meta, status: 'PENDING' } }], 'org-1');
    await press();
    expect(verificationRequired.get()).toBe('pending');
    expect(screen.queryByRole('dialog', { name: 'Verify your organization' })).not.toBeInTheDocument();
    verificationRequired.close();
  });

  it('waits for a signed-in organization\'s identities instead of sending it to sign in', async () => {
    vi.useFakeTimers({ now: OPEN, toFake: ['Date'] });
    let answer: (response: Response) => void = () => undefined;
    const identities = new Promise<Response>((resolve) => (answer = resolve));
    session.signIn();
    session.setCurrentIdentity('org-1');
    mockFetch(({ path }) => {
      if (path === '/config') return jsonResponse(200, config);
      if (path === '/identities') return identities;
      return jsonResponse(404, { code: 'not_found' });
    });
    renderRoutes(
      [
        { path: '/home', element: <CreateProjectButton round={round} /> },
        { path: '/intro', element: <p>intro page</p> },
        { path: '/create', element: <p>create page</p> },
      ],
      '/home',
    );
    const [button] = await screen.findAllByRole('button', { name: 'Create project' });
    expect(button).toBeDisabled();
    answer(jsonResponse(200, { identities: [person, organization(true)] }));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button as HTMLElement);
    expect(await screen.findByText('create page')).toBeInTheDocument();
    expect(screen.queryByText('intro page')).not.toBeInTheDocument();
  });

  it('takes a verified organization to /create', async () => {
    vi.useFakeTimers({ now: OPEN, toFake: ['Date'] });
    renderButton([person, organization(true)], 'org-1');
    await press();
    expect(await screen.findByText('create page')).toBeInTheDocument();
  });
});
