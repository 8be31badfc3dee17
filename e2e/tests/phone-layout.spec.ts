import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demo, expectArabic, signInAs } from './support';

// Issue 14, item 11: a phone 390 CSS pixels wide, in English and Arabic.
test.use({ viewport: { width: 390, height: 844 } });

const LANGUAGES = [
  { lng: 'en', logIn: 'Log in' },
  { lng: 'ar', logIn: 'تسجيل الدخول' },
] as const;

async function publishedRoundId(request: APIRequestContext): Promise<string> {
  const rounds = ((await (await request.get('/api/rounds/rounds')).json()) as { data: { id: string; phase: string }[] }).data;
  const published = rounds.find((round) => round.phase === 'results');
  if (!published) throw new Error('the demo data has no round with published results');
  return published.id;
}

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const { lng, logIn } of LANGUAGES) {
  test(`"${logIn}" stays on one line, clear of the screen's edges, on a phone (${lng})`, async ({ page }) => {
    await page.goto(`/home?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);
    const button = page.getByRole('banner').getByRole('link', { name: logIn });
    await expect(button).toBeVisible();
    const lineHeight = await button.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    const box = await button.boundingBox();
    if (!box) throw new Error('no box for the log-in button');
    // One line of text plus the button's padding, never two lines.
    expect(box.height).toBeLessThan(lineHeight * 2);
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(390 - 8);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `home-390-${lng}`);
  });

  test(`the results table becomes cards on a phone (${lng})`, async ({ page, request }) => {
    await page.goto(`/rounds/${await publishedRoundId(request)}/results?lng=${lng}`);
    const cards = page.getByTestId('result-row');
    await expect(cards.first()).toBeVisible();
    expect(await cards.first().evaluate((element) => element.tagName)).toBe('LI');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `results-390-${lng}`);
  });

  test(`my donations and the profile fit a phone (${lng})`, async ({ page, request }) => {
    await signInAs(page, request, demo.ana);
    for (const path of ['/donations', '/profile']) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('table')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `${path.slice(1)}-390-${lng}`);
    }
  });

  test(`the wizard's step bar scrolls to the current step on a phone (${lng})`, async ({ page, request }) => {
    await signInAs(page, request, demo.ana, 'Green Earth Collective');
    await page.goto(`/create/step-6?lng=${lng}`);
    const bar = page.locator('nav').filter({ has: page.locator('[aria-current="step"]') });
    const current = bar.locator('[aria-current="step"]');
    await expect(current).toBeVisible();
    const [barBox, stepBox] = await Promise.all([bar.boundingBox(), current.boundingBox()]);
    if (!barBox || !stepBox) throw new Error('no box for the step bar');
    // The current step's label is inside the visible part of the bar.
    expect(stepBox.x).toBeGreaterThanOrEqual(barBox.x - 1);
    expect(stepBox.x + stepBox.width).toBeLessThanOrEqual(barBox.x + barBox.width + 1);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `wizard-390-${lng}`);
  });
}
