import { expect, test } from '@playwright/test';
import { expectArabic, expectNoAxeViolations, signIn, unique } from './support';

const UTC_DATE = /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} UTC/;

test('a newcomer registers, signs in, creates an organization, switches to it and back, and sees the round', async ({ page }) => {
  const username = unique('new');
  const email = `${username}@e2e.example.org`;
  const password = 'a-long-enough-password';

  await page.goto('/intro');
  await page.getByRole('radio', { name: /Individual/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  const register = page.getByRole('form', { name: 'Create your account' });
  await register.getByLabel('First name').fill('Nadia');
  await register.getByLabel('Last name').fill('Newcomer');
  await register.getByLabel('Username').fill(username);
  await register.getByLabel('Email').fill(email);
  await register.getByRole('textbox', { name: 'Password' }).fill(password);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Log out, then log in again.
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/intro');
  await page.getByRole('button', { name: 'Log in' }).last().click();
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Email').fill(email);
  await login.getByRole('textbox', { name: 'Password' }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);

  // Create an organization: the app acts as it afterwards.
  const orgName = `Harbor ${username}`;
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  await page.getByRole('menuitem', { name: 'Create organization' }).click();
  await page.getByLabel('Organization name').fill(orgName);
  await page.getByLabel('Organization name').press('Tab');
  // The short name is suggested from the name.
  await expect(page.getByLabel('Short name')).toHaveValue(`harbor-${username}`);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  await expect(page.getByTestId('current-identity')).toContainText(orgName);
  await expect(page.getByTestId('current-identity')).toContainText('Organization');

  // Switch back to the person, then to the organization again.
  await page.getByRole('menuitem', { name: /Nadia Newcomer/ }).click();
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  await expect(page.getByTestId('current-identity')).toContainText('Nadia Newcomer');
  await page.getByRole('menuitem', { name: new RegExp(orgName) }).click();
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  await expect(page.getByTestId('current-identity')).toContainText(orgName);
  await page.getByRole('menuitem', { name: /Nadia Newcomer/ }).click();

  // The home page: the current round's dates in UTC and the days left.
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('round-number')).toHaveText(/Round \d+/);
  await expect(page.getByTestId('round-proposal-period')).toContainText(UTC_DATE);
  await expect(page.getByTestId('round-voting-period')).toContainText(UTC_DATE);
  await expect(page.getByTestId('round-results-date')).toContainText(UTC_DATE);
  await expect(page.getByTestId('round-days-left')).toHaveText(/\d+ days? left to (submit a proposal|vote)/);
});

test('switching to Arabic turns the page right to left, in Arabic', async ({ page }) => {
  await page.goto('/home?lng=ar');
  await expectArabic(page);
  await expect(page.getByRole('heading', { name: 'عن التمويل التربيعي' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
});

test('a signed-in person switches to Arabic in the settings', async ({ page, request }) => {
  const username = unique('ar');
  const response = await request.post('/api/auth/register', {
    data: { first_name: 'Layla', last_name: 'Haddad', username, email: `${username}@e2e.example.org`, password: 'a-long-enough-password' },
  });
  expect(response.status()).toBe(201);
  const tokens = await response.json();
  await signIn(page, tokens);

  await page.goto('/settings');
  await page.getByRole('radio', { name: 'العربية' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible();
  await page.goto('/home');
  await expectArabic(page);
});

test("the page's inline shell script runs under the server's policy, and the app takes the reads it started", async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/rounds') asked.push(request.url());
  });
  await page.goto('/home?lng=ar');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await page.evaluate(() => '__matchpoolEarlyReads' in window)).toBe(true);
  expect(asked, 'the current round is asked for once, by the shell script').toHaveLength(1);
  expect(violations).toEqual([]);
});

test("on /projects the shell script asks for the first card's cover, the very picture the card then shows", async ({ page }) => {
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && new URL(request.url()).pathname.startsWith('/media/')) images.push(request.url());
  });
  await page.goto('/projects');
  const cover = page.locator('.mp-project-cover img').first();
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc)).toBeTruthy();
  const shown = await cover.evaluate((image: HTMLImageElement) => image.currentSrc);
  // The preload carries the card's own candidates and sizes, so the browser picks the same file.
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  const source = page.locator('.mp-project-cover source').first();
  expect(await preload.getAttribute('imagesrcset')).toBe(await source.getAttribute('srcset'));
  expect(await preload.getAttribute('imagesizes')).toBe(await source.getAttribute('sizes'));
  expect(images.filter((url) => url === shown), 'the first cover is fetched once').toHaveLength(1);
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

for (const lng of ['en', 'ar'] as const) {
  test(`axe finds no violations on /home, /intro and /settings in ${lng}`, async ({ page, request }) => {
    const username = unique('ax');
    const response = await request.post('/api/auth/register', {
      data: { first_name: 'Axe', last_name: 'Checker', username, email: `${username}@e2e.example.org`, password: 'a-long-enough-password' },
    });
    const tokens = await response.json();

    for (const path of ['/home', '/intro']) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      await expect(page.locator('main')).not.toBeEmpty();
      await expectNoAxeViolations(page, `${path} (${lng})`);
    }
    await signIn(page, tokens);
    await page.goto(`/settings?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `/settings (${lng})`);
  });
}
