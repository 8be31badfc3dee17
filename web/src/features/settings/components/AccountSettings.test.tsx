import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers } from '@/test/render';
import { AccountSettings } from './AccountSettings';

const profile = {
  id: 'u1',
  username: 'ana',
  first_name: 'Ana',
  last_name: 'Lopez',
  email: 'ana@example.org',
  email_verified: true,
  avatar_url: null,
};

/** Answers GET /me/sessions with no other sign-ins, and hands every other call to `handler`. */
function withSessions(handler: Parameters<typeof mockFetch>[0]): Parameters<typeof mockFetch>[0] {
  return (call) => (call.path === '/me/sessions' ? jsonResponse(200, { results: [] }) : handler(call));
}

function renderSettings(language = 'en') {
  render(
    <Providers language={language}>
      <AccountSettings />
    </Providers>,
  );
}

describe('AccountSettings', () => {
  it('saves the names and username', async () => {
    const { calls } = mockFetch(withSessions((call) =>
      call.method === 'PATCH' ? jsonResponse(200, { ...profile, username: 'ana.lopez' }) : jsonResponse(200, profile)),
    );
    renderSettings();
    const user = userEvent.setup();
    const username = await screen.findByLabelText(/Username/);
    await user.clear(username);
    await user.type(username, 'ana.lopez');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ first_name: 'Ana', last_name: 'Lopez', username: 'ana.lopez' });
  });

  it('puts a taken username under its field', async () => {
    mockFetch(withSessions((call) =>
      call.method === 'PATCH'
        ? jsonResponse(409, { error: 'x', code: 'auth.username_taken', message: 'x' })
        : jsonResponse(200, profile)),
    );
    renderSettings();
    const user = userEvent.setup();
    const username = await screen.findByLabelText(/Username/);
    await user.clear(username);
    await user.type(username, 'bob');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password with the current one and reports a wrong one in Arabic', async () => {
    const { calls } = mockFetch(withSessions((call) =>
      call.path === '/me/password'
        ? jsonResponse(403, { error: 'x', code: 'auth.wrong_password', message: 'x' })
        : jsonResponse(200, profile)),
    );
    renderSettings('ar');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/كلمة المرور الحالية/), 'guess guess');
    await user.type(screen.getByLabelText(/كلمة المرور الجديدة/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'غيّر كلمة المرور' }));

    expect(await screen.findByText('كلمة المرور الحالية غير صحيحة.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/me/password')?.body).toEqual({
      current_password: 'guess guess',
      new_password: 'a brand new secret',
    });
  });

  it('confirms a changed password and empties the form', async () => {
    mockFetch(withSessions((call) => (call.path === '/me/password' ? new Response(null, { status: 204 }) : jsonResponse(200, profile))));
    renderSettings();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Current password/), 'correct horse battery');
    await user.type(screen.getByLabelText(/New password/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password is changed. Your other devices are signed out.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveValue('');
  });

  it('lists only this sign-in once a changed password ended the others', async () => {
    const here = { id: 's1', browser: 'Firefox', os: 'Android', created_at: '2025-03-21T10:00:00Z', last_used_at: '2025-03-21T10:00:00Z', current: true };
    const there = { ...here, id: 's2', browser: 'Safari', os: 'iOS', current: false };
    let changed = false;
    mockFetch((call) => {
      if (call.path === '/me/sessions') return jsonResponse(200, { results: changed ? [here] : [here, there] });
      if (call.path === '/me/password') {
        changed = true;
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, profile);
    });
    renderSettings();
    const user = userEvent.setup();
    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Current password/), 'correct horse battery');
    await user.type(screen.getByLabelText(/New password/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(screen.getByText('Firefox on Android')).toBeInTheDocument();
  });

  it('uploads a picture and sets it as the avatar', async () => {
    const { calls } = mockFetch(withSessions((call) => {
      if (call.path === '/media') return jsonResponse(201, { id: 'm1', url: 'http://x/media/m1.webp' });
      if (call.path === '/me/avatar') return jsonResponse(200, { ...profile, avatar_url: 'http://x/media/m1.webp' });
      return jsonResponse(200, profile);
    }));
    renderSettings();
    const input = await screen.findByLabelText('Upload a picture', { selector: 'input' });
    await userEvent.setup().upload(input, new File(['png'], 'me.png', { type: 'image/png' }));

    expect(await screen.findByRole('button', { name: 'Remove picture' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/me/avatar')?.body).toEqual({ media_id: 'm1' });
  });

  it('opens the file picker from the Upload button, by keyboard too', async () => {
    mockFetch(withSessions(() => jsonResponse(200, profile)));
    renderSettings();
    const input = await screen.findByLabelText('Upload a picture', { selector: 'input' });
    const pick = vi.spyOn(input as HTMLInputElement, 'click').mockImplementation(() => undefined);
    screen.getByRole('button', { name: 'Upload a picture' }).focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(pick).toHaveBeenCalledTimes(1);
  });
});

describe('SessionsSettings', () => {
  const sessions = [
    { id: 'here', browser: 'Firefox', os: 'Windows', created_at: '2026-11-20T08:00:00Z', last_used_at: '2026-11-25T09:30:00Z', current: true },
    { id: 'phone', browser: 'Safari', os: 'iOS', created_at: '2026-11-01T08:00:00Z', last_used_at: '2026-11-02T10:00:00Z', current: false },
  ];

  it('lists the sign-ins and signs one out', async () => {
    let live = sessions;
    const { calls } = mockFetch((call) => {
      if (call.path === '/me/sessions') return jsonResponse(200, { results: live });
      if (call.method === 'DELETE') {
        live = sessions.filter((s) => s.id !== 'phone');
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, profile);
    });
    renderSettings();

    expect(await screen.findByText('Firefox on Windows')).toBeInTheDocument();
    expect(screen.getByText('This browser')).toBeInTheDocument();
    expect(screen.getByText(/last used .*2026\/11\/02 10:00 UTC/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));

    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/me/sessions/phone');
  });

  it('signs out everywhere and forgets the session here', async () => {
    session.signIn();
    const { calls } = mockFetch((call) => {
      if (call.path === '/me/sessions') return jsonResponse(200, { results: sessions });
      if (call.path === '/me/sessions/sign-out-all' || call.path === '/auth/logout') return new Response(null, { status: 204 });
      return jsonResponse(200, profile);
    });
    renderSettings('ja');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'すべての端末からログアウト' }));

    await waitFor(() => expect(session.get().signedIn).toBe(false));
    expect(calls.some((c) => c.path === '/me/sessions/sign-out-all')).toBe(true);
  });
});
