import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import { RegisterForm } from './RegisterForm';

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/First name/), 'Amina');
  await user.type(screen.getByLabelText(/Last name/), 'Haddad');
  await user.type(screen.getByLabelText(/Username/), 'amina');
  await user.type(screen.getByLabelText(/Email/), 'amina@example.org');
  await user.type(screen.getByLabelText(/^Password/), 'long-enough-password');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

function renderForm(onSignedIn = vi.fn(), language = 'en') {
  render(
    <Providers language={language}>
      <RegisterForm onSignedIn={onSignedIn} />
    </Providers>,
  );
  return onSignedIn;
}

describe('RegisterForm', () => {
  it('shows the server field errors under their fields, translated', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(422, {
        error: 'invalid',
        code: 'validation',
        message: 'invalid',
        fields: { username: 'invalid_username', email: 'invalid_email', password: 'weak_password' },
      }),
    );
    renderForm();

    await fillAndSubmit();

    expect(await screen.findByText('Use 3–30 letters, digits, dots, underscores or hyphens')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Use at least 8 characters');
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls[0]?.body).toEqual({
      first_name: 'Amina',
      last_name: 'Haddad',
      username: 'amina',
      email: 'amina@example.org',
      password: 'long-enough-password',
      session: 'cookie',
      remember_me: false,
    });
  });

  it('puts a taken email on the email field', async () => {
    mockFetch(() => jsonResponse(409, { error: 'taken', code: 'auth.email_taken', message: 'taken' }));
    renderForm();

    await fillAndSubmit();

    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription('An account with this email already exists.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('translates the server errors into the chosen language', async () => {
    mockFetch(() => jsonResponse(422, { code: 'validation', error: 'x', fields: { email: 'invalid_email' } }));
    render(
      <Providers language="fr">
        <RegisterForm onSignedIn={vi.fn()} />
      </Providers>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Prénom/), 'Amina');
    await user.type(screen.getByLabelText(/^Nom \*/), 'Haddad');
    await user.type(screen.getByLabelText(/Nom d’utilisateur/), 'amina');
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'amina@example.org');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));

    expect(await screen.findByText('Saisissez une adresse e-mail valide')).toBeInTheDocument();
  });

  it('shows a general message for a failure that belongs to no field', async () => {
    mockFetch(() => jsonResponse(429, { error: 'slow down', code: 'auth.rate_limited', message: 'slow down' }));
    renderForm();

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
  });

  it('checks required fields before calling the server', async () => {
    const { fetchMock } = mockFetch(() => jsonResponse(201, {}));
    renderForm();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Create account' }));

    const form = screen.getByRole('form', { name: 'Create your account' });
    expect(await within(form).findAllByText('This field is required')).toHaveLength(5);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a cookie session, then hands over the identities', async () => {
    const identities = [{ id: 'p1', type: 'users', current: true, meta: { username: 'amina' } }];
    const { calls } = mockFetch(({ path }) =>
      path === '/auth/register' ? jsonResponse(201, { session: 'cookie', remember_me: false, expires_in: 900 }) : jsonResponse(200, { identities }),
    );
    const onSignedIn = renderForm();

    await fillAndSubmit();

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(identities));
    expect(calls[0]?.body).toMatchObject({ session: 'cookie', remember_me: false });
    expect(session.get().signedIn).toBe(true);
  });
});
