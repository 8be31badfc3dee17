import { expect, test } from '@playwright/test';
import { emailedMatch, expectArabic, localeText, unique } from './support';

// Issue 33: a person who registers in another app's hosted sign-in (the original client's
// referral page) gets the confirmation email, and its page offers the way back to that app.
// The e2e server allows the OIDC issuer's origin as such an app (playwright.config.ts).

const port = Number(process.env.E2E_PORT ?? 8181);
const otherApp = `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT ?? port + 1000)}`;

for (const language of ['en', 'ar'] as const) {
  test(`registering in another app's hosted sign-in, the confirmation page leads back to that app (${language})`, async ({ page, request }) => {
    const t = (key: string, values: Record<string, string> = {}) => localeText(language, key, values);
    const hosted = await request.post('/api/auth', { data: { redirect_url: `${otherApp}/oauth/socious` } });
    expect(hosted.ok(), await hosted.text()).toBe(true);
    const { auth_url } = (await hosted.json()) as { auth_url: string };

    await page.goto(`${auth_url}&auth_mode=register&lng=${language}`);
    if (language === 'ar') await expectArabic(page);
    const username = unique('back');
    const email = `${username}@e2e.example.org`;
    await page.getByRole('textbox', { name: t('auth:register.firstName') }).fill('Rosa');
    await page.getByRole('textbox', { name: t('auth:register.lastName') }).fill('Park');
    await page.getByRole('textbox', { name: t('auth:register.username') }).fill(username);
    await page.getByRole('textbox', { name: t('auth:register.email') }).fill(email);
    await page.getByRole('textbox', { name: t('auth:register.password'), exact: true }).fill('correct-horse-battery');
    await page.getByRole('button', { name: t('auth:register.submit') }).click();
    // The hosted sign-in returns to the app with its code.
    await page.waitForURL((url) => url.origin === otherApp && url.pathname === '/oauth/socious' && url.searchParams.has('code'));

    // The emailed link names the app; its page confirms the address and offers the way back.
    const link = await emailedMatch(email, /(\/verify-email\?token=[0-9a-f]{64}&app=[^\s"<>]+)/);
    expect(new URL(link, 'http://x').searchParams.get('app')).toBe(otherApp);
    await page.goto(`${link}&lng=${language}`);
    if (language === 'ar') await expectArabic(page);
    await expect(page.getByRole('status')).toHaveText(t('auth:verifyEmail.done'));
    const back = page.getByRole('link', { name: t('auth:verifyEmail.backToApp', { app: new URL(otherApp).host }) });
    await expect(back).toHaveAttribute('href', otherApp);
    await expect(page.getByRole('main').getByRole('link', { name: t('auth:verifyEmail.explore') })).toHaveAttribute('href', '/projects');
  });
}
