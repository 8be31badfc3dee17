import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { IntroPage } from './IntroPage';
import { ReferralPage } from './ReferralPage';

// What the server answers a sign-in asking for cookies (the tokens go in Set-Cookie).
const cookieSession = { session: 'cookie', remember_me: false, expires_in: 900 };
const person = {
  id: 'person-1',
  type: 'users',
  current: true,
  meta: { username: 'amina', first_name: 'Amina', last_name: 'Haddad', avatar: null, email: 'a@example.org', identity_verified_at: null, impact_points: 0 },
};

const routes: RouteObject[] = [
  { path: '/referral', element: <ReferralPage /> },
  { path: '/intro', element: <IntroPage /> },
  { path: '/home', element: <p>home page</p> },
];

/** A server that registers anyone; `referredBy` is what GET /me then says. */
function server(referredBy: string | null) {
  return mockFetch((call: RecordedCall) => {
    if (call.path === '/auth/register') return jsonResponse(201, cookieSession);
    if (call.path === '/identities') return jsonResponse(200, { identities: [person] });
    if (call.path === '/me') return jsonResponse(200, { id: 'person-1', username: 'amina', referral_code: 'own234code', referred_by: referredBy });
    if (call.path === '/referrals') return jsonResponse(200, { code: 'own234code', link: 'http://localhost/referral?code=own234code', referred: [], earned_thank: 0, person_reward_thank: 1100, organization_reward_thank: 2000 });
    return jsonResponse(404, { code: 'not_found' });
  });
}

async function register() {
  const user = userEvent.setup();
  // The sign-in forms' code loads when the page opens on a form (IntroPage): wait for it.
  await user.type(await screen.findByLabelText(/First name/), 'Kofi');
  await user.type(screen.getByLabelText(/Last name/), 'Mensah');
  await user.type(screen.getByLabelText(/Username/), 'kofi');
  await user.type(screen.getByLabelText(/Email/), 'kofi@example.org');
  await user.type(screen.getByLabelText(/^Password/), 'long-enough-password');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/referral', () => {
  it('says who invited a visitor and registers them with the invitation recorded', async () => {
    const { calls } = server('referrer-1');
    const { router } = renderRoutes(routes, '/referral?referred_by=ana_demo');

    expect(await screen.findByRole('heading', { level: 1, name: 'ana_demo invited you to Matchpool' })).toBeInTheDocument();
    expect(screen.getByText(/both earn 1,100 THANK \(about \$7 or 4 ADA\)/)).toBeInTheDocument();
    expect(screen.getByText(/THANK is Matchpool's thank-you token for referrals/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Create your account' }));
    expect(router.state.location.pathname).toBe('/intro');
    expect(await screen.findByText('You were invited by ana_demo.')).toBeInTheDocument();

    await register();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Matchpool!' })).toBeInTheDocument();
    expect(await screen.findByTestId('referral-outcome')).toHaveTextContent('Your invitation is recorded.');
    expect(router.state.location.pathname).toBe('/referral');
    expect(calls.find((call) => call.path === '/auth/register')?.body).toMatchObject({ username: 'kofi', referral_code: 'ana_demo' });
    expect(window.sessionStorage.getItem('matchpool.referral')).toBeNull();
  }, 20_000);

  it('keeps a code for the session, sends it from a plain /intro, and says when the server did not know it', async () => {
    const { calls } = server(null);
    const { router } = renderRoutes(routes, '/referral?code=zzzz9999zz');

    expect(await screen.findByRole('heading', { level: 1, name: 'You are invited to Matchpool' })).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('matchpool.referral') ?? '{}')).toEqual({ kind: 'code', value: 'zzzz9999zz' });
    // Browsing elsewhere first, then registering from the intro page without the code in its URL.
    await router.navigate('/intro?type=individual&mode=register');
    expect(await screen.findByText("You are joining with a friend's invitation.")).toBeInTheDocument();

    await register();

    expect(await screen.findByTestId('referral-outcome')).toHaveTextContent('we could not find the invitation “zzzz9999zz”');
    expect(calls.find((call) => call.path === '/auth/register')?.body).toMatchObject({ referral_code: 'zzzz9999zz' });
  }, 20_000);

  it('warns about a malformed link and registers without it', async () => {
    server(null);
    renderRoutes(routes, '/referral?code=%3Cscript%3E');

    expect(await screen.findByTestId('referral-invalid')).toHaveTextContent('This invitation link is not valid');
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/intro?type=individual&mode=register');
    expect(window.sessionStorage.getItem('matchpool.referral')).toBeNull();
  });

  it('tells someone signed in that they already have an account, and recognises their own link', async () => {
    session.signIn();
    server(null);
    const first = renderRoutes(routes, '/referral?code=someone123');
    expect(await screen.findByRole('heading', { level: 1, name: 'You already have an account' })).toBeInTheDocument();
    expect(screen.getByTestId('referral-member-text')).toHaveTextContent('You are signed in as Amina Haddad.');
    expect(window.sessionStorage.getItem('matchpool.referral')).toBeNull();
    first.unmount();

    renderRoutes(routes, '/referral?code=own234code');
    expect(await screen.findByRole('heading', { level: 1, name: 'This is your own invitation link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite others' })).toHaveAttribute('href', '/refer');
  });
});
