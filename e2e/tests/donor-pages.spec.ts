import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { donate, expectArabic, expectNoAxeViolations, registerPerson, signIn, votingProject } from './support';

// Issue 31: every page a donor touches, in English and in Arabic (right to left), passes axe's
// WCAG 2 A and AA rules, signed out (/home, /projects, a project, a round's results, how matching
// works, /intro) and signed in (the vote page, the cart, my donations, a donation, settings).
//
// `SCREENSHOT_DIR` also saves a full-page PNG of each page there (scripts/screenshots.sh), at the
// size `SCREENSHOT_DEVICE` names: `phone` (390 × 844) or `desktop` (1280 × 800, the default).

const screenshotDir = process.env.SCREENSHOT_DIR;
const device = process.env.SCREENSHOT_DEVICE === 'phone' ? 'phone' : 'desktop';
test.use({ viewport: device === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 } });

interface Round {
  id: string;
  phase: string;
}

async function rounds(request: APIRequestContext): Promise<Round[]> {
  return ((await (await request.get('/api/rounds/rounds')).json()) as { data: Round[] }).data;
}

/**
 * Opens `address` in `lng`, waits until the page has drawn (its heading, no request in flight, no
 * placeholder left), checks it with axe and saves its screenshot when asked to.
 */
async function check(page: Page, lng: 'en' | 'ar', name: string, address: string) {
  await page.goto(`${address}${address.includes('?') ? '&' : '?'}lng=${lng}`);
  if (lng === 'ar') await expectArabic(page);
  else await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .mp-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expectNoAxeViolations(page, `${name} (${lng})`);
  if (screenshotDir) {
    mkdirSync(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, `${device}-${lng}-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`), fullPage: true });
  }
}

for (const lng of ['en', 'ar'] as const) {
  test(`every page a donor touches passes axe (${lng}, ${device})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const project = await votingProject(request);
    const published = (await rounds(request)).find((round) => round.phase === 'results');
    if (!published) throw new Error('no round with published results');

    // A visitor.
    await check(page, lng, 'home', '/home');
    await check(page, lng, 'projects', '/projects');
    await check(page, lng, 'project', `/projects/${project.id}`);
    await check(page, lng, 'results', `/rounds/${published.id}/results`);
    await check(page, lng, 'how matching works', '/how-matching-works');
    await check(page, lng, 'intro', '/intro');

    // A donor with one donation and a project in the cart.
    const donor = await registerPerson(request, 'Axel');
    const donationId = await donate(request, donor.tokens, project.id);
    await signIn(page, donor.tokens);
    await page.goto(`/projects/${project.id}?lng=${lng}`);
    const donations = JSON.parse(readFileSync(path.resolve(`../web/src/locales/${lng}/donations.json`), 'utf8')) as { cart: { add: string } };
    await page.getByRole('button', { name: donations.cart.add }).first().click();
    await expect(page.getByTestId('header-cart')).toContainText('1');

    await check(page, lng, 'vote', `/projects/${project.id}/vote`);
    await check(page, lng, 'cart', '/cart');
    await check(page, lng, 'my donations', '/donations');
    await check(page, lng, 'donation', `/donations/${donationId}`);
    await check(page, lng, 'settings', '/settings');
  });
}
