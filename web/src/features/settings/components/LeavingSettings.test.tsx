import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/auth/session';
import { jsonResponse, mockFetch } from '@/test/http';
import { Providers, renderRoutes } from '@/test/render';
import { EmailSettings } from './EmailSettings';
import { LeavingSettings } from './LeavingSettings';
import { me } from '@/test/fixtures';

const profile = me();

function renderEmail(verified: boolean, language = 'en') {
  render(
    <Providers language={language}>
      <EmailSettings profile={{ ...profile, email_verified: verified }} />
    </Providers>,
  );
}

describe('EmailSettings', () => {
  it('offers Resend while the address is not confirmed', async () => {
    const { calls } = mockFetch(() => jsonResponse(202, profile));
    renderEmail(false);
    expect(screen.getByText('Not confirmed')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('We sent a new link to ana@example.org.')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /me/verification-email']);
  });

  it('has no Resend once the address is confirmed', () => {
    mockFetch(() => jsonResponse(200, profile));
    renderEmail(true);
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });

  it('sends the link to the new address with the password', async () => {
    const { calls } = mockFetch(() => new Response(null, { status: 202 }));
    renderEmail(true);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/New email address/), 'Ana@New.example.org');
    await user.type(screen.getByLabelText(/Your password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(/We emailed a link to ana@new.example.org/)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ new_email: 'Ana@New.example.org', current_password: 'correct horse battery' });
  });

  it('puts a taken address under its field, in Arabic', async () => {
    mockFetch(() => jsonResponse(409, { error: 'x', code: 'auth.email_taken', message: 'x' }));
    renderEmail(true, 'ar');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/عنوان البريد الإلكتروني الجديد/), 'bob@example.org');
    await user.type(screen.getByLabelText(/كلمة مرورك/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'إرسال رابط التأكيد' }));
    expect(await screen.findByLabelText(/عنوان البريد الإلكتروني الجديد/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('LeavingSettings', () => {
  function renderLeaving(language = 'en') {
    return renderRoutes(
      [
        { path: '/settings', element: <LeavingSettings /> },
        { path: '/goodbye', element: <p>goodbye page</p> },
      ],
      '/settings',
      undefined,
      language,
    );
  }

  const organization = (id: string, name: string, role: string, closed_at: string | null = null) => ({
    id,
    type: 'organizations',
    current: false,
    meta: { shortname: id, name, logo: null, email: `${id}@example.org`, verified: true, status: 'ACTIVE', role, closed_at },
  });

  it.each([
    ['en', 'You are the only owner of an organization', 'Hand over Green Earth'],
    ['ar', 'أنت المالك الوحيد', 'تسليم Green Earth'],
  ])('refuses an organization’s only owner with the reason and the way to hand it over (%s)', async (language, reason, handOver) => {
    session.signIn();
    mockFetch(({ path }) => {
      if (path === '/identities')
        return jsonResponse(200, {
          identities: [
            organization('org-1', 'Green Earth', 'owner'),
            organization('org-2', 'Old Club', 'owner', '2026-10-01T00:00:00Z'),
            organization('org-3', 'Book Circle', 'member'),
          ],
        });
      return jsonResponse(409, { error: 'x', code: 'account.sole_owner', message: 'x' });
    });
    renderLeaving(language);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: language === 'ar' ? 'حذف حسابي' : 'Delete my account' }));
    await user.type(screen.getByLabelText(language === 'ar' ? /كلمة المرور/ : /Your password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: language === 'ar' ? 'حذف حسابي نهائيًا' : 'Delete my account for good' }));
    expect(await screen.findByText(new RegExp(reason))).toBeInTheDocument();
    // Only the open organizations the person owns, each to its Members page.
    expect(await screen.findByRole('link', { name: handOver })).toHaveAttribute('href', '/organizations/org-1/members');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(session.get().signedIn).toBe(true);
  });

  it('deletes with the password and says goodbye, where the session ends (SettingsPage.test)', async () => {
    session.signIn();
    const { calls } = mockFetch(() => new Response(null, { status: 204 }));
    const { router } = renderLeaving();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(screen.getByLabelText(/Your password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('goodbye page')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/me/delete')?.body).toEqual({ password: 'correct horse battery' });
    expect(router.state.location.state).toEqual({ accountDeleted: true });
  });
});
