import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectArabic, registerPerson, signIn } from './support';

// Issue 16, one checkout for several projects: a visitor fills a cart with three projects on
// this device, signs in (the cart joins the account), and pays all three by card in one payment
// with one 3-D Secure challenge; the history then shows three donations paid together. In
// English and Arabic, with the Arabic cart looked at on a phone.

type Language = 'en' | 'ar';

/** The app's own text for `namespace:dotted.key` in `lng`, with `{{name}}` filled in. */
function text(lng: Language, key: string, values: Record<string, string> = {}): string {
  const [namespace, dotted] = key.split(':') as [string, string];
  const file = path.resolve(`../web/src/locales/${lng}/${namespace}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of dotted.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lng}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

interface Preview {
  id: string;
  title: string;
}

/** Three projects of the round in voting (round 3 of the demo data). */
async function votingProjects(request: APIRequestContext): Promise<Preview[]> {
  const rounds = (await (await request.get('/api/rounds/rounds')).json()) as { data: { id: string; phase: string }[] };
  const voting = rounds.data.find((round) => round.phase === 'voting');
  if (!voting) throw new Error('no round in voting');
  const page = (await (await request.get(`/api/projects/preview?filter.round_id=${voting.id}`)).json()) as { results: Preview[] };
  if (page.results.length < 3) throw new Error('the voting round needs three projects');
  return page.results.slice(0, 3);
}

for (const lng of ['en', 'ar'] as const) {
  const t = (key: string, values?: Record<string, string>) => text(lng, key, values);

  test(`a cart of three projects is paid by card with one 3-D Secure challenge (${lng})`, async ({ page, request }) => {
    const projects = await votingProjects(request);
    for (const project of projects) {
      await page.goto(`/projects/${project.id}?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
      await page.getByRole('button', { name: t('donations:cart.add') }).click();
      await expect(page.getByRole('link', { name: t('donations:cart.inCart') })).toBeVisible();
    }
    await expect(page.getByTestId('header-cart')).toContainText('3');

    // Signing in keeps the device's cart: it joins the (empty) account cart.
    const { tokens } = await registerPerson(request, 'Amara');
    await signIn(page, tokens);
    await page.goto(`/cart?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);
    await expect(page.getByRole('heading', { level: 1, name: t('donations:cart.title') })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await page.getByRole('textbox', { name: t('donations:cart.amountFor', { project: projects[0]!.title }) }).fill('20');
    // 20 + 10 + 10 = 40, and one 5% fee line of 2.
    await expect(page.getByTestId('cart-fee')).toContainText('2.00');
    await expect(page.getByTestId('cart-total')).toContainText('42.00');
    const saved = await request.get('/api/me/cart', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(((await saved.json()) as { items: unknown[] }).items).toHaveLength(3);

    if (lng === 'ar') {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: test.info().outputPath('cart-ar-390.png'), fullPage: true });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'nothing overflows a phone').toBeLessThanOrEqual(390);
    }

    await page.getByLabel(t('donations:form.testCard')).selectOption('tok_threeDSecure2Required');
    await expect(page.getByTestId('pay-by-card')).toContainText('42.00');
    await page.getByTestId('pay-by-card').click();
    const challenge = page.getByRole('dialog', { name: t('donations:threeDs.title') });
    await expect(challenge).toContainText('42.00');
    await challenge.getByRole('button', { name: t('donations:threeDs.complete') }).click();
    await expect(page.getByTestId('checkout-result')).toContainText(t('donations:cart.paidTitle'));
    await expect(page.getByTestId('header-cart')).toHaveCount(0);

    await page.getByRole('link', { name: t('donations:cart.myDonations') }).click();
    const rows = page.getByTestId('my-donation');
    await expect(rows).toHaveCount(3);
    await expect(page.getByTestId('checkout-mark')).toHaveCount(3);
    for (const project of projects) await expect(page.getByRole('link', { name: project.title })).toBeVisible();
  });
}
