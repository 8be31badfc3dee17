import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { jsonResponse, mockFetch, type RecordedCall } from '@/test/http';
import { Providers } from '@/test/render';
import { finishOidc } from '../api/oidc';
import { OidcButtons } from './OidcButtons';
import { OidcCallback } from './OidcCallback';

const COOKIE_SESSION = { session: 'cookie', remember_me: false, expires_in: 900 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderIn(node: React.ReactNode, language = 'en') {
  render(
    <Providers language={language}>
      <MemoryRouter initialEntries={['/oidc/callback']}>
        <Routes>
          <Route path="/oidc/callback" element={node} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('OidcButtons', () => {
  it('shows nothing when no provider is configured', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { providers: [] }));
    renderIn(<OidcButtons />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('starts the sign-in at the provider, carrying the hosted session', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { calls } = mockFetch((call) =>
      call.path === '/auth/oidc/providers'
        ? jsonResponse(200, { providers: [{ id: 'google', label: 'Google', icon: 'google' }] })
        : jsonResponse(200, { authorize_url: 'https://accounts.example/authorize?state=s' }),
    );
    renderIn(<OidcButtons sessionId="sess-1" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/authorize?state=s'));
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/auth/oidc/google/start', body: { session_id: 'sess-1', link: false } });
  });

  it('speaks Arabic', async () => {
    mockFetch(() => jsonResponse(200, { providers: [{ id: 'google', label: 'Google', icon: 'google' }] }));
    renderIn(<OidcButtons />, 'ar');
    expect(await screen.findByRole('button', { name: 'المتابعة باستخدام Google' })).toBeInTheDocument();
  });
});

describe('OidcCallback', () => {
  const callback = (handler: (call: RecordedCall) => Response) => {
    const recorded = mockFetch(handler);
    renderIn(<OidcCallback queryKey={['oidc-test', Math.random()]} fetch={() => finishOidc({ code: 'c', state: 's', language: 'en' })} />);
    return recorded;
  };

  it('signs in and returns to the page that asked', async () => {
    const { calls } = callback((call) =>
      call.path === '/auth/oidc/callback'
        ? jsonResponse(200, { status: 'signed_in', tokens: COOKIE_SESSION, created: true, return_to: '/projects?x=1' })
        : jsonResponse(200, { identities: [] }),
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/projects?x=1');
    expect(calls[0]).toMatchObject({ path: '/auth/oidc/callback', body: { code: 'c', state: 's', language: 'en', session: 'cookie', remember_me: false } });
  });

  it('asks the owner of an existing account for its password before linking', async () => {
    const { calls } = callback((call) => {
      if (call.path === '/auth/oidc/callback') {
        return jsonResponse(200, { status: 'link_required', link_token: 'lt', email: 'rania@example.org', provider: 'Google' });
      }
      if (call.path === '/auth/oidc/link') return jsonResponse(401, { error: 'x', code: 'auth.invalid_credentials', message: 'x' });
      return jsonResponse(202);
    });
    expect(await screen.findByText(/An account with rania@example.org already exists/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Link Google and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("This email and password don't match an account.");
    expect(calls.find((c) => c.path === '/auth/oidc/link')?.body).toEqual({ link_token: 'lt', password: 'wrong password', session: 'cookie', remember_me: false });

    await user.click(screen.getByRole('button', { name: 'Email me a link instead' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a link to rania@example.org.');
    expect(calls.find((c) => c.path === '/auth/oidc/link/email')?.body).toEqual({ link_token: 'lt' });
  });

  it('explains a refused token and offers the way back', async () => {
    callback(() => jsonResponse(422, { error: 'x', code: 'oidc.invalid_token', message: 'x' }));
    expect(await screen.findByText("The provider's answer could not be trusted. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/intro?mode=login');
  });

  it('says when the person cancelled at the provider', () => {
    mockFetch(() => jsonResponse(500));
    renderIn(<OidcCallback queryKey={['oidc-cancelled']} fetch={null} problem="cancelled" />);
    expect(screen.getByText(/The sign-in was cancelled at the provider/)).toBeInTheDocument();
  });
});
