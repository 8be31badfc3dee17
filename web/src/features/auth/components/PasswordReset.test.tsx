import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

function renderIn(node: React.ReactNode, language = 'en') {
  render(
    <Providers language={language}>
      <MemoryRouter>{node}</MemoryRouter>
    </Providers>,
  );
}

describe('ForgotPasswordForm', () => {
  it('asks for a link and says the same thing whatever the address', async () => {
    const { calls } = mockFetch(() => new Response(null, { status: 202 }));
    renderIn(<ForgotPasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses ana@example.org, we have sent it a link. It works for 30 minutes.',
    );
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/forgot-password', body: { email: 'ana@example.org' } });
  });

  it('checks the address before asking', async () => {
    const { calls } = mockFetch(() => new Response(null, { status: 202 }));
    renderIn(<ForgotPasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('explains the rate limit in Arabic', async () => {
    mockFetch(() => jsonResponse(429, { error: 'x', code: 'auth.email_rate_limited', message: 'x' }));
    renderIn(<ForgotPasswordForm />, 'ar');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'أرسل الرابط' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('أرسلنا عدة رسائل بالفعل');
  });
});

describe('ResetPasswordForm', () => {
  it('sets the new password with the token and then offers to log in', async () => {
    const { calls } = mockFetch(() => new Response(null, { status: 204 }));
    renderIn(<ResetPasswordForm token="tok123" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/New password/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/intro');
    expect(calls[0]).toMatchObject({ path: '/auth/reset-password', body: { token: 'tok123', password: 'a brand new secret' } });
  });

  it('says when the link is used or expired', async () => {
    mockFetch(() => jsonResponse(422, { error: 'x', code: 'auth.link_invalid', message: 'x' }));
    renderIn(<ResetPasswordForm token="old" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/New password/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
  });

  it('refuses a short password before asking the server', async () => {
    const { calls } = mockFetch(() => new Response(null, { status: 204 }));
    renderIn(<ResetPasswordForm token="tok" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
