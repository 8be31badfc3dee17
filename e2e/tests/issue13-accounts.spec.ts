import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  authHeaders,
  emailedToken,
  expectArabic,
  expectNoAxeViolations,
  pngBuffer,
  registerPerson,
  signIn,
  unique,
  type Tokens,
} from './support';

// Issue 13, accounts people can keep: the confirmation email before voting, a forgotten
// password, and the profile, picture, password and sign-ins in Settings.

interface Preview {
  id: string;
  title: string;
}

async function votingProject(request: APIRequestContext): Promise<Preview> {
  const rounds = (await (await request.get('/api/rounds/rounds')).json()) as { data: { id: string; phase: string }[] };
  const voting = rounds.data.find((round) => round.phase === 'voting');
  if (!voting) throw new Error('no round in voting');
  const page = (await (await request.get(`/api/projects/preview?filter.round_id=${voting.id}`)).json()) as { results: Preview[] };
  const project = page.results[0];
  if (!project) throw new Error('no project in the voting round');
  return project;
}

/** A registration whose email address is not confirmed yet. */
async function registerUnconfirmed(request: APIRequestContext) {
  const username = unique('c');
  const email = `${username}@e2e.example.org`;
  const response = await request.post('/api/auth/register', {
    data: { first_name: 'Chidi', last_name: 'Okafor', username, email, password: 'correct-horse-battery' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { tokens: (await response.json()) as Tokens, email };
}

test('a newcomer confirms the emailed link, then votes', async ({ page, request }) => {
  const project = await votingProject(request);
  const { tokens, email } = await registerUnconfirmed(request);
  await signIn(page, tokens);
  await page.goto(`/projects/${project.id}/vote`);

  const banner = page.getByRole('region', { name: 'Email confirmation' });
  await expect(banner).toContainText(`open the link we sent to ${email}`);
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  const refused = page.getByRole('dialog', { name: 'Please confirm your email address first' });
  await expect(refused).toContainText('Open the link we emailed you, or use Resend at the top of the page.');
  await refused.getByRole('button', { name: 'Close' }).click();

  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(banner).toContainText(`We sent a new link to ${email}.`);
  const token = await emailedToken(email, '/verify-email');
  await page.goto(`/verify-email?token=${token}`);
  await expect(page.getByRole('status').filter({ hasText: 'your email address is confirmed' })).toBeVisible();

  await page.goto(`/projects/${project.id}/vote`);
  await expect(page.getByRole('region', { name: 'Email confirmation' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for voting!' })).toBeVisible();
});

test('a forgotten password is reset from the emailed link, and the old one stops working', async ({ page, request }) => {
  const { email, password } = await registerPerson(request, unique('Rosa'));
  await page.goto('/intro');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account uses ${email}, we have sent it a link.`);

  const token = await emailedToken(email, '/reset-password');
  await page.goto(`/reset-password?token=${token}`);
  await page.getByRole('textbox', { name: 'New password' }).fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed.');

  expect((await request.post('/api/auth', { data: { email, password } })).status()).toBe(401);
  expect((await request.post('/api/auth', { data: { email, password: 'a-brand-new-secret' } })).status()).toBe(200);
  // The link works once.
  await page.goto(`/reset-password?token=${token}`);
  await page.getByRole('textbox', { name: 'New password' }).fill('yet-another-secret');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');
});

test('a person edits their profile and picture and sees where they are signed in', async ({ page, request }) => {
  const { tokens } = await registerPerson(request, unique('Ines'));
  await signIn(page, tokens);
  await page.goto('/settings');

  const profile = page.getByRole('form', { name: 'Profile' });
  const username = unique('ines.');
  await profile.getByLabel('Username').fill(username);
  await profile.getByLabel('Last name').fill('Moreau');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBuffer(64, 64) });
  await expect(page.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  const me = (await (await request.get('/api/me', { headers: authHeaders(tokens) })).json()) as {
    username: string;
    last_name: string;
    avatar_url: string | null;
  };
  expect(me).toMatchObject({ username, last_name: 'Moreau' });
  expect(me.avatar_url).toMatch(/\/media\//);

  await expect(page.getByRole('list', { name: 'Where you are signed in' }).getByText('This browser')).toBeVisible();
});

for (const lng of ['en', 'ar'] as const) {
  test(`the forgot, reset and confirmation pages pass axe in ${lng}`, async ({ page }) => {
    await page.goto(`/forgot-password?lng=${lng}`);
    if (lng === 'ar') {
      await expectArabic(page);
      await expect(page.getByRole('heading', { level: 1, name: 'إعادة تعيين كلمة المرور' })).toBeVisible();
    }
    await expect(page.getByRole('textbox')).toBeVisible();
    await expectNoAxeViolations(page, `forgot password (${lng})`);
    await page.goto(`/reset-password?token=unknown&lng=${lng}`);
    await expect(page.getByRole('textbox')).toBeVisible();
    await expectNoAxeViolations(page, `reset password (${lng})`);
    await page.goto(`/verify-email?token=unknown&lng=${lng}`);
    await expect(page.getByRole('alert')).toBeVisible();
    if (lng === 'ar') await expect(page.getByRole('alert')).toContainText('انتهت صلاحية هذا الرابط');
    await expectNoAxeViolations(page, `confirm email (${lng})`);
  });
}
