import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import { LinkedProviders } from './LinkedProviders';

const CONFIGURED = { providers: [{ id: 'google', label: 'Google', icon: 'google' }, { id: 'work', label: 'Work ID', icon: '' }] };
const linked = (canUnlink: boolean) => ({
  providers: [{ provider: 'google', label: 'Google', icon: 'google', email: 'lina@example.org', created_at: '2026-11-20T10:00:00Z', can_unlink: canUnlink }],
});

function renderIn(language = 'en') {
  render(
    <Providers language={language}>
      <MemoryRouter>
        <LinkedProviders />
      </MemoryRouter>
    </Providers>,
  );
}

describe('LinkedProviders', () => {
  it('lists linked providers, unlinks one while another way remains, and offers the others', async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/auth/oidc/providers') return jsonResponse(200, CONFIGURED);
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse(200, linked(true));
    });
    renderIn();
    const list = await screen.findByRole('list', { name: 'Sign-in providers' });
    expect(within(list).getByText('Google')).toBeInTheDocument();
    expect(within(list).getByText(/lina@example\.org.* · linked/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link Work ID' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Link Google' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unlink Google' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/me/providers/google')).toBe(true));
  });

  it('keeps the only way to sign in', async () => {
    mockFetch((call) => jsonResponse(200, call.path === '/auth/oidc/providers' ? CONFIGURED : linked(false)));
    renderIn('ar');
    expect(await screen.findByText(/هذه طريقتك الوحيدة لتسجيل الدخول/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء ربط Google' })).toBeDisabled();
  });

  it('shows nothing when no provider is configured or linked', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { providers: [] }));
    renderIn();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText('Sign-in providers')).not.toBeInTheDocument();
  });
});
