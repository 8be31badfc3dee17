import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { renderRoutes, testQueryClient } from '@/test/render';
import { LoginForm } from './LoginForm';

const identities = [{ id: 'p1', type: 'users', current: true, meta: { username: 'amina' } }];

function server() {
  return mockFetch(({ path }) =>
    path === '/auth' ? jsonResponse(200, { session: 'cookie', remember_me: true, expires_in: 900 }) : jsonResponse(200, { identities }),
  );
}

function renderForm(language = 'en') {
  const onSignedIn = vi.fn();
  renderRoutes([{ path: '/intro', element: <LoginForm onSignedIn={onSignedIn} /> }], '/intro', testQueryClient(), language);
  return onSignedIn;
}

async function signIn(remember: boolean) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), 'amina@example.org');
  await user.type(screen.getByLabelText(/^Password/), 'long-enough-password');
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('asks for a browser-session cookie session when "Remember me" is off', async () => {
    const { calls } = server();
    const onSignedIn = renderForm();
    const remember = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(remember).not.toBeChecked();
    expect(remember).toHaveAccessibleDescription('Stay signed in on this device after the browser closes.');

    await signIn(false);

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(identities));
    expect(calls[0]?.body).toEqual({ email: 'amina@example.org', password: 'long-enough-password', session: 'cookie', remember_me: false });
    expect(session.get().signedIn).toBe(true);
    expect(JSON.stringify(window.localStorage)).not.toContain('token');
  });

  it('asks for lasting cookies when "Remember me" is on, and keeps the choice for the tab', async () => {
    const { calls } = server();
    const onSignedIn = renderForm();

    await signIn(true);

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ session: 'cookie', remember_me: true });
    expect(window.sessionStorage.getItem('matchpool.remember')).toBe('1');
  });

  it('labels the checkbox in the person’s language', async () => {
    renderForm('ar');
    const remember = await screen.findByRole('checkbox', { name: 'تذكرني' });
    await userEvent.setup().click(remember);
    expect(remember).toBeChecked();
  });
});
