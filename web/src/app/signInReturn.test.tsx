import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { IntroFlow } from '@/features/auth/components/IntroFlow';
import { OAuthCallback } from '@/features/auth/components/OAuthCallback';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { AccessGuard } from './AccessGuard';

const person = {
  id: 'person-1',
  type: 'users',
  current: true,
  meta: { username: 'amina', first_name: 'Amina', last_name: 'Haddad', avatar: null, email: 'a@example.org', identity_verified_at: null, impact_points: 0 },
};
// What the server answers a sign-in asking for cookies (the tokens go in Set-Cookie).
const cookieSession = { session: 'cookie', remember_me: false, expires_in: 900 };

const routes: RouteObject[] = [
  { path: '/home', element: <p>home page</p> },
  { path: '/intro', element: <IntroFlow /> },
  { element: <AccessGuard type="both" />, children: [{ path: '/projects/:id/vote', element: <p>vote page</p> }] },
];

function fakeServer() {
  return mockFetch(({ path }) => {
    if (path === '/auth' || path === '/auth/register') return jsonResponse(200, cookieSession);
    if (path === '/auth/session') return jsonResponse(200, cookieSession);
    if (path === '/identities') return jsonResponse(200, { identities: [person] });
    return jsonResponse(404, { code: 'not_found' });
  });
}

const text = {
  en: { logIn: 'Log in', email: /Email/, password: /^Password/, createAccount: 'Create account', first: /First name/, last: /Last name/, username: /Username/ },
  ar: { logIn: 'تسجيل الدخول', email: /البريد الإلكتروني/, password: /^كلمة المرور/, createAccount: 'إنشاء حساب', first: /الاسم الأول/, last: /اسم العائلة/, username: /اسم المستخدم/ },
};

describe.each(['en', 'ar'] as const)('signing in from a page that asked for it (%s)', (language) => {
  const words = text[language];

  it('brings a visitor who pressed Vote back to the vote page after logging in', async () => {
    fakeServer();
    const { router } = renderRoutes(routes, '/projects/p-1/vote', undefined, language);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: words.logIn }));
    await user.type(screen.getByLabelText(words.email), 'amina@example.org');
    await user.type(screen.getByLabelText(words.password), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: words.logIn }));

    expect(await screen.findByText('vote page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects/p-1/vote');
  });

  it('brings a newcomer back to the vote page after creating an account', async () => {
    const { calls } = fakeServer();
    renderRoutes(routes, '/projects/p-1/vote', undefined, language);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: words.createAccount }));
    await user.type(screen.getByLabelText(words.first), 'Amina');
    await user.type(screen.getByLabelText(words.last), 'Haddad');
    await user.type(screen.getByLabelText(words.username), 'amina');
    await user.type(screen.getByLabelText(words.email), 'amina@example.org');
    await user.type(screen.getByLabelText(words.password), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: words.createAccount }));

    expect(await screen.findByText('vote page')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/auth/register')).toBe(true);
  });
});

describe('where signing in returns to', () => {
  it('goes home when `next` points at another site', async () => {
    fakeServer();
    const { router } = renderRoutes(routes, `/intro?mode=login&next=${encodeURIComponent('//evil.example/steal')}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/Email/), 'amina@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('returns from the hosted sign-in to the page carried in its redirect address', async () => {
    fakeServer();
    const { router } = renderRoutes(
      [
        ...routes,
        { path: '/oauth/:product', element: <OAuthCallback code="one-time" identityId={null} next="/projects/p-1/vote" /> },
      ],
      '/oauth/matchpool',
    );

    expect(await screen.findByText('vote page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects/p-1/vote');
  });
});
