import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers, renderRoutes } from '@/test/render';
import { EmailUnverifiedBanner } from './EmailUnverifiedBanner';
import { VerifyEmail } from './VerifyEmail';

const me = (verified: boolean) => ({ id: 'u1', email: 'ana@example.org', email_verified: verified });

describe('VerifyEmail', () => {
  it('confirms the link once and says so', async () => {
    const { calls } = mockFetch(() => new Response(null, { status: 204 }));
    renderRoutes([{ path: '/verify-email', element: <VerifyEmail token="tok" next={null} /> }], '/verify-email');
    expect(await screen.findByRole('status')).toHaveTextContent('your email address is confirmed');
    expect(calls.filter((c) => c.path === '/auth/verify-email')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/auth/verify-email')?.body).toEqual({ token: 'tok' });
  });

  it('explains a used or expired link', async () => {
    mockFetch(() => jsonResponse(422, { error: 'x', code: 'auth.link_invalid', message: 'x' }));
    renderRoutes([{ path: '/verify-email', element: <VerifyEmail token="old" next={null} /> }], '/verify-email', undefined, 'fr');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien a expiré ou a déjà été utilisé.');
  });
});

describe('EmailUnverifiedBanner', () => {
  it('asks an unconfirmed person to confirm and resends the link', async () => {
    const { calls } = mockFetch((call) =>
      call.path === '/me/verification-email' ? jsonResponse(202, me(false)) : jsonResponse(200, me(false)),
    );
    render(
      <Providers>
        <EmailUnverifiedBanner signedIn />
      </Providers>,
    );
    expect(await screen.findByText(/open the link we sent to ana@example.org/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText('We sent a new link to ana@example.org.')).toBeInTheDocument();
    const resent = calls.find((c) => c.method === 'POST' && c.path === '/me/verification-email');
    // The new link leads back to the page the person is on (jsdom's is "/").
    expect(resent?.query.get('next')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it('is not shown once the address is confirmed', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, me(true)));
    const { container } = render(
      <Providers>
        <EmailUnverifiedBanner signedIn />
      </Providers>,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
