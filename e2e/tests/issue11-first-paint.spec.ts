import { expect, test, type Page } from '@playwright/test';

// A phone, as Lighthouse's mobile runs have it.
test.use({ viewport: { width: 412, height: 823 } });

/** Records the hero the page first drew (before the app ran) and where it stood, and every largest paint. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const seen = { drawn: [] as string[], firstTop: null as number | null, largest: [] as { inShell: boolean; tag: string }[] };
    (window as unknown as { __firstPaint: typeof seen }).__firstPaint = seen;
    new MutationObserver(() => {
      const hero = document.querySelector('.mp-shell > .mp-hero');
      if (hero && seen.drawn.length === 0) {
        // The notice of another round's vote (in its container), if any, and the hero.
        seen.drawn = [...document.querySelectorAll('.mp-shell > :is(.mp-container, .mp-hero)')].map((element) => element.outerHTML);
        requestAnimationFrame(() => (seen.firstTop = hero.getBoundingClientRect().top));
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        seen.largest.push({ inShell: !!entry.element?.closest('.mp-shell'), tag: entry.element?.tagName ?? '' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

test("/home's hero is drawn from the page itself, before any of the app's code arrives", async ({ page, request }) => {
  const round = await (await request.get('/api/rounds')).json();
  expect(round, 'the demo data has a current round').toBeTruthy();
  // No script of the app's: only the HTML, its styles and its inline scripts.
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const lng of ['en', 'ar'] as const) {
    await page.goto(`/home?lng=${lng}`);
    const hero = page.locator('.mp-shell > .mp-hero');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(round.name);
    await expect(hero.getByTestId('round-number')).toHaveText(lng === 'en' ? `Round ${round.number}` : `الجولة ${round.number}`);
    await expect(hero.getByTestId('round-pool')).toContainText(round.pool_amount.toLocaleString('en-US'));
    await expect(hero.getByRole('link', { name: lng === 'en' ? 'How matching works' : 'كيف تعمل المضاعفة' })).toHaveAttribute('href', '/how-matching-works');
    // The demo's current round takes proposals while another votes: its notice is drawn above.
    await expect(page.locator('.mp-shell').getByTestId('voting-open-elsewhere')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`first-paint-${lng}.png`) });
    // Styled by the page's own style sheet, which the server made part of the first paint.
    expect(await hero.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('linear-gradient');
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
  }
  // Other pages carry no hero and no data for one.
  await page.goto('/projects');
  await expect(page.locator('#mp-first-paint')).toHaveCount(0);
  await expect(page.locator('.mp-shell > .mp-hero')).toHaveCount(0);
});

test("the app's hero takes the drawn one's place unchanged, so the page's largest paint stays the first one", async ({ page }) => {
  await watchFirstPaint(page);
  await page.goto('/home');
  await expect(page.locator('main .mp-hero h1')).toBeVisible();
  await expect(page.locator('.mp-shell')).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { __firstPaint: { drawn: string[]; firstTop: number | null; largest: { inShell: boolean; tag: string }[] } }).__firstPaint);
  // The demo's current round takes proposals while another votes: the notice, then the hero.
  expect(seen.drawn, 'the top of the page was drawn before the app ran').toHaveLength(2);
  const same = await page.evaluate((drawn) => {
    const template = document.createElement('template');
    template.innerHTML = drawn.join('');
    const app = document.querySelector('main .mp-hero');
    const appTop = [...(app?.parentElement?.children ?? [])].slice(0, drawn.length);
    return { equal: [...template.content.children].every((element, index) => element.isEqualNode(appTop[index] ?? null)), top: app?.getBoundingClientRect().top };
  }, seen.drawn);
  expect(same.equal, 'the same elements, attributes and texts').toBe(true);
  expect(same.top, 'at the same place: nothing moves').toBe(seen.firstTop);
  expect(seen.largest.length).toBeGreaterThan(0);
  expect(seen.largest.at(-1), 'no later paint was larger than the drawn hero').toMatchObject({ inShell: true });
});
