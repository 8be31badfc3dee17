import { expect, test, type Page } from '@playwright/test';
import { authHeaders, expectArabic, expectNoAxeViolations, registerPerson, unique } from './support';

// Issue 13, sign-in with OpenID Connect providers: the "Test ID" provider is the small issuer
// the configuration starts beside the server (oidc-issuer.mjs). People sign in through its page
// as they would through Google's.

/** Plays the person on the provider's sign-in page. */
async function signInAtProvider(page: Page, email: string, verified = true) {
  await expect(page.getByRole('heading', { name: 'Test ID' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  if (!verified) await page.getByLabel('Email verified').uncheck();
  await page.getByRole('button', { name: 'Sign in to Test ID' }).click();
}

/** The signed-in person as the page's cookie session sees them (the page holds no token itself). */
async function signedIn(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/me', { credentials: 'same-origin' });
    return (await response.json()) as { email: string; email_verified: boolean; first_name: string };
  });
}

test('a newcomer signs in through the provider, in English', async ({ page }) => {
  const email = `${unique('oidc')}@e2e.example.org`;
  await page.goto('/intro?mode=login&next=%2Fprojects&lng=en');
  const button = page.getByRole('button', { name: 'Continue with Test ID' });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in page with a provider');
  await button.click();

  await signInAtProvider(page, email);
  await expect(page).toHaveURL(/\/projects$/);
  expect(await signedIn(page)).toMatchObject({ email, email_verified: true, first_name: 'Noor' });

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Sign-in providers' });
  await expect(section.getByText(/Your only way to sign in/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Unlink Test ID' })).toBeDisabled();
});

test('an existing account is linked after its password, in Arabic', async ({ page, request }) => {
  const { email, password, tokens } = await registerPerson(request, 'Rania');
  // Rania reads Arabic: the app follows her saved language once she is signed in.
  const language = await request.patch('/api/me', { data: { language: 'ar' }, headers: authHeaders(tokens) });
  expect(language.ok(), await language.text()).toBe(true);
  await page.goto('/intro?mode=login&lng=ar');
  await expectArabic(page);
  await page.getByRole('button', { name: 'المتابعة باستخدام Test ID' }).click();

  await signInAtProvider(page, email);
  await expect(page.getByRole('heading', { name: 'اربط حسابك' })).toBeVisible();
  await expectArabic(page);
  await expect(page.getByText(`يوجد حساب بالعنوان ${email} بالفعل`)).toBeVisible();
  await expectNoAxeViolations(page, 'link an existing account (ar)');
  await page.getByRole('textbox', { name: 'كلمة المرور' }).fill('not the password');
  await page.getByRole('button', { name: 'اربط Test ID وسجّل الدخول' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('textbox', { name: 'كلمة المرور' }).fill(password);
  await page.getByRole('button', { name: 'اربط Test ID وسجّل الدخول' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect((await signedIn(page)).email).toBe(email);

  await page.goto('/settings');
  await expectArabic(page);
  const section = page.getByRole('region', { name: 'مزوّدو تسجيل الدخول' });
  await expect(section.getByText(email)).toBeVisible();
  await section.getByRole('button', { name: 'إلغاء ربط Test ID' }).click();
  await expect(section.getByText('لم يُربط أي مزوّد بعد.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'ربط Test ID' })).toBeVisible();
});

test('the hosted sign-in returns to its app after the provider', async ({ page, request, baseURL }) => {
  const hosted = await request.post('/api/auth', { data: { redirect_url: `${baseURL}/oauth/socious?next=%2Fprojects` } });
  expect(hosted.ok(), await hosted.text()).toBe(true);
  const { auth_url } = (await hosted.json()) as { auth_url: string };
  await page.goto(`${auth_url}&lng=en`);
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  const email = `${unique('hosted')}@e2e.example.org`;
  await signInAtProvider(page, email);
  // Back through the app's own code exchange (/oauth/socious?code=...), then to the page it named.
  await expect(page).toHaveURL(/\/projects$/);
  expect((await signedIn(page)).email).toBe(email);
});

test('cancelling at the provider says so and leads back to sign-in', async ({ page }) => {
  await page.goto('/intro?mode=login&lng=en');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('The sign-in was cancelled at the provider.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Test ID' })).toBeVisible();
});
