import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  authHeaders,
  emailedToken,
  expectArabic,
  expectNoAxeViolations,
  localeText,
  pngBuffer,
  registerPerson,
  signIn,
  unique,
  type Tokens,
} from './support';

// Issue 13, accounts people can keep: the confirmation email before voting, a forgotten
// password, and the profile, picture, password and sign-ins in Settings, in English and Arabic.

type Language = 'en' | 'ar';

/** The app's own text for `namespace:dotted.key` in `lng` (support.ts). */
const text = (lng: Language, key: string, values: Record<string, string> = {}) => localeText(lng, key, values);

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

for (const lng of ['en', 'ar'] as const) {
  const t = (key: string, values?: Record<string, string>) => text(lng, key, values);

  test(`a newcomer confirms the emailed link, then votes (${lng})`, async ({ page, request }) => {
    const project = await votingProject(request);
    const { tokens, email } = await registerUnconfirmed(request);
    await signIn(page, tokens);
    await page.goto(`/projects/${project.id}/vote?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);

    const banner = page.getByRole('region', { name: t('auth:emailBanner.label') });
    await expect(banner).toContainText(t('auth:emailBanner.text', { email }));
    await page.getByRole('button', { name: t('donations:form.submitVote'), exact: true }).click();
    const refused = page.getByRole('dialog', { name: t('donations:errors.emailUnverified') });
    await expect(refused).toContainText(t('donations:errors.emailUnverifiedText'));
    await refused.getByRole('button', { name: t('common:actions.close') }).click();

    await banner.getByRole('button', { name: t('auth:emailBanner.resend') }).click();
    await expect(banner).toContainText(t('auth:emailBanner.sent', { email }));
    const token = await emailedToken(email, '/verify-email');
    await page.goto(`/verify-email?token=${token}&lng=${lng}`);
    await expect(page.getByRole('status').filter({ hasText: t('auth:verifyEmail.done') })).toBeVisible();

    await page.goto(`/projects/${project.id}/vote?lng=${lng}`);
    await expect(page.getByRole('region', { name: t('auth:emailBanner.label') })).toHaveCount(0);
    await page.getByRole('button', { name: t('donations:form.submitVote'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: t('donations:result.votedTitle') })).toBeVisible();
  });

  test(`a forgotten password is reset from the emailed link, and the old one stops working (${lng})`, async ({ page, request }) => {
    const { email, password } = await registerPerson(request, unique('Rosa'));
    await page.goto(`/intro?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);
    await page.getByRole('button', { name: t('auth:intro.logIn') }).last().click();
    await page.getByRole('link', { name: t('auth:login.forgot') }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The link's page replaces the sign-in form (which has an email field too) once its code is in.
    await expect(page.getByRole('heading', { level: 1, name: t('auth:forgot.title') })).toBeVisible();
    await page.getByLabel(t('auth:login.email')).fill(email);
    await page.getByRole('button', { name: t('auth:forgot.submit') }).click();
    await expect(page.getByRole('status')).toContainText(t('auth:forgot.sent', { email }));

    const token = await emailedToken(email, '/reset-password');
    await page.goto(`/reset-password?token=${token}&lng=${lng}`);
    await page.getByRole('textbox', { name: t('auth:reset.password') }).fill('a-brand-new-secret');
    await page.getByRole('button', { name: t('auth:reset.submit') }).click();
    await expect(page.getByRole('status')).toContainText(t('auth:reset.done'));

    expect((await request.post('/api/auth', { data: { email, password } })).status()).toBe(401);
    expect((await request.post('/api/auth', { data: { email, password: 'a-brand-new-secret' } })).status()).toBe(200);
    // The link works once.
    await page.goto(`/reset-password?token=${token}&lng=${lng}`);
    await page.getByRole('textbox', { name: t('auth:reset.password') }).fill('yet-another-secret');
    await page.getByRole('button', { name: t('auth:reset.submit') }).click();
    await expect(page.getByRole('alert')).toContainText(t('errors:auth.link_invalid'));
  });

  test(`a person edits their profile and picture and sees where they are signed in (${lng})`, async ({ page, request }) => {
    const { tokens } = await registerPerson(request, unique('Ines'));
    await signIn(page, tokens);
    await page.goto(`/settings?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);

    const profile = page.getByRole('form', { name: t('settings:profile.title') });
    const username = unique('ines.');
    await profile.getByLabel(t('settings:profile.username')).fill(username);
    await profile.getByLabel(t('settings:profile.lastName')).fill('Moreau');
    await profile.getByRole('button', { name: t('settings:profile.save') }).click();
    await expect(page.getByText(t('settings:profile.saved'))).toBeVisible();

    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBuffer(64, 64) });
    await expect(page.getByRole('button', { name: t('settings:avatar.remove') })).toBeVisible();
    const me = (await (await request.get('/api/me', { headers: authHeaders(tokens) })).json()) as {
      username: string;
      last_name: string;
      avatar_url: string | null;
    };
    expect(me).toMatchObject({ username, last_name: 'Moreau' });
    expect(me.avatar_url).toMatch(/\/media\//);

    await expect(page.getByRole('list', { name: t('settings:sessions.title') }).getByText(t('settings:sessions.current'))).toBeVisible();
  });
}

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
