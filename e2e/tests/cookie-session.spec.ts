import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectArabic, localeText, logIn, registerPerson } from './support';

// Issue 33, the session as the spec describes it: after signing in through the page, the tokens
// live in HttpOnly, SameSite=Strict cookies no script can read; "Remember me" decides whether
// they outlive the browser session. A person holding tokens from before is moved into cookies.

async function logInThroughThePage(page: Page, { email, password }: { email: string; password: string }, remember: boolean, language: 'en' | 'ar' = 'en') {
  const t = (key: string) => localeText(language, key);
  await page.goto(`/intro?mode=login&lng=${language}`);
  if (language === 'ar') await expectArabic(page);
  const login = page.getByRole('form', { name: t('auth:login.title') });
  await login.getByRole('textbox', { name: t('auth:login.email') }).fill(email);
  await login.getByRole('textbox', { name: t('auth:login.password'), exact: true }).fill(password);
  const rememberMe = login.getByRole('checkbox', { name: t('auth:login.rememberMe') });
  await expect(rememberMe).not.toBeChecked();
  if (remember) await rememberMe.check();
  await login.getByRole('button', { name: t('auth:login.submit') }).click();
  await expect(page.getByRole('button', { name: t('common:header.accountMenu') })).toBeVisible();
}

async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return Object.fromEntries(cookies.filter((cookie) => cookie.name.startsWith('mp_')).map((cookie) => [cookie.name, cookie]));
}

/** What any script on the page can read: its cookies and its storage. */
async function readableByScripts(page: Page) {
  return page.evaluate(() => ({ cookie: document.cookie, storage: JSON.stringify({ ...window.localStorage }), session: JSON.stringify({ ...window.sessionStorage }) }));
}

test('after signing in through the page no script can read a token, and without "Remember me" the cookies end with the browser', async ({ page, context, request }) => {
  await logInThroughThePage(page, await registerPerson(request), false);

  const cookies = await sessionCookies(context);
  expect(Object.keys(cookies).sort()).toEqual(['mp_access', 'mp_refresh', 'mp_session']);
  for (const name of ['mp_access', 'mp_refresh'] as const) {
    expect(cookies[name]).toMatchObject({ httpOnly: true, sameSite: 'Strict', expires: -1 });
  }
  expect(cookies.mp_access).toMatchObject({ path: '/api' });
  expect(cookies.mp_refresh).toMatchObject({ path: '/api/auth' });
  expect(cookies.mp_session).toMatchObject({ httpOnly: false, sameSite: 'Strict', expires: -1, value: 'session' });

  const readable = await readableByScripts(page);
  for (const secret of [cookies.mp_access?.value, cookies.mp_refresh?.value]) {
    expect(secret).toBeTruthy();
    expect(readable.cookie).not.toContain(secret);
    expect(readable.storage).not.toContain(secret);
    expect(readable.session).not.toContain(secret);
  }
  expect(readable.cookie.split('; ').filter((cookie) => cookie.startsWith('mp_'))).toEqual(['mp_session=session']);
  expect(readable.storage).not.toMatch(/token/i);

  // The session works across a reload, and signing out ends it and clears the cookies.
  await page.reload();
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await sessionCookies(context)).toEqual({});
});

for (const language of ['en', 'ar'] as const) test(`with "Remember me" the cookies last the configured lifetimes (${language})`, async ({ page, context, request }) => {
  await logInThroughThePage(page, await registerPerson(request), true, language);
  const now = Date.now() / 1000;
  const cookies = await sessionCookies(context);
  expect(cookies.mp_access?.expires).toBeGreaterThan(now + 14 * 60);
  expect(cookies.mp_access?.expires).toBeLessThan(now + 16 * 60);
  expect(cookies.mp_refresh?.expires).toBeGreaterThan(now + 29 * 24 * 3600);
  expect(cookies.mp_session).toMatchObject({ value: 'remember', httpOnly: false });
  expect(cookies.mp_session?.expires).toBeGreaterThan(now + 29 * 24 * 3600);
});

test('a person holding tokens from before the upgrade is moved into cookies and the stored tokens are deleted', async ({ page, context, request }) => {
  const person = await registerPerson(request);
  const tokens = await logIn(request, person.email, person.password);
  await page.addInitScript((stored) => {
    if (!window.sessionStorage.getItem('e2e.seeded')) {
      window.localStorage.setItem('matchpool.session', stored);
      window.sessionStorage.setItem('e2e.seeded', '1');
    }
  }, JSON.stringify({ tokens, currentIdentityId: null }));

  await page.goto('/home?lng=en');
  await expect(page.getByRole('button', { name: 'Open the account menu' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('matchpool.session'))).toBeNull();
  expect(Object.keys(await sessionCookies(context)).sort()).toEqual(['mp_access', 'mp_refresh', 'mp_session']);
  expect((await readableByScripts(page)).storage).not.toContain(tokens.access_token);
});
