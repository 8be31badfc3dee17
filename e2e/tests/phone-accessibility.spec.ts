import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { authHeaders, demo, expectArabic, expectNoAxeViolations, localeText, pngBuffer, registerPerson, signIn, signInAs } from './support';

// Issue 36 at phone size (390 × 844), in English and Arabic: the pages where axe found
// violations (the project wizard's step bar and its publish page, /how-matching-works, a round's
// results and its parameters, /settings) pass WCAG 2 A/AA, and the sign-ins in Settings are named
// by their browser and device, their text beside the buttons, never under them.
test.use({ viewport: { width: 390, height: 844 } });

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

/** Waits until the page has drawn (no request in flight, no placeholder left), then runs axe. */
async function settledAxe(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .mp-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expectNoAxeViolations(page, label);
}

/** Nothing on the page is wider than the phone (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page is no wider than the phone').toBeLessThanOrEqual(390);
}

/** `text` and `control` are drawn side by side or one above the other, never overlapping. */
async function expectApart(text: Locator, control: Locator) {
  const a = await text.boundingBox();
  const b = await control.boundingBox();
  if (!a || !b) throw new Error('both are on screen');
  const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  expect(overlapX <= 0 || overlapY <= 0, `"${await text.innerText()}" is not under "${await control.innerText()}"`).toBe(true);
}

/** A sign-in of `email` from another device, as its browser would send it. */
async function signInFrom(request: APIRequestContext, email: string, password: string, userAgent: string) {
  const response = await request.post('/api/auth', { headers: { 'User-Agent': userAgent }, data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A finished project draft of `organizationId` on this device, with a cover uploaded for it. */
async function finishedDraft(request: APIRequestContext, headers: Record<string, string>, title: string) {
  const upload = await request.post('/api/media', { headers, multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: pngBuffer(320, 180) } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const cover = (await upload.json()) as { id: string; url: string };
  const text = 'Rain gardens that keep the street dry, planted by the neighbours.';
  const values = {
    title, description: text, social_cause: 'WATER_SANITATION', category: 'OPEN_INNOVATION', city: 'Tunis', country: 'Tunisia',
    email: 'gardens@green-earth.example.org', website: 'https://green-earth.example.org', linkedin: '', problem_statement: text, solution: text,
    goals: text, cost_breakdown: text, total_requested_amount: '6000', impact_assessment_type: 'OPTION_A', impact_assessment: text,
    feasibility: text, cover_id: cover.id, cover_url: cover.url, video: '', wallet_address: '', voluntery_contribution: '',
  };
  return { mode: 'create', projectId: null, values, walletLocked: false, serverErrors: {}, updatedAt: new Date().toISOString() };
}

for (const lng of ['en', 'ar'] as const) {
  const t = (key: string, values?: Record<string, string>) => localeText(lng, key, values);

  test(`/how-matching-works, a round's results and /settings pass axe on a phone (${lng})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const rounds = ((await (await request.get('/api/rounds/rounds')).json()) as { data: { id: string; phase: string }[] }).data;
    const published = rounds.find((round) => round.phase === 'results');
    if (!published) throw new Error('no round with published results');

    await page.goto(`/how-matching-works?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);
    await expect(page.locator('main h1')).toBeVisible();
    await settledAxe(page, `/how-matching-works on a phone (${lng})`);
    await expectNoSidewaysScroll(page);

    await page.goto(`/rounds/${published.id}/results?lng=${lng}`);
    await expect(page.getByText(t('results:summary.parameters'), { exact: true })).toBeVisible();
    await settledAxe(page, `a round's results on a phone (${lng})`);
    await expectNoSidewaysScroll(page);

    // Settings of a person signed in here, on an iPhone and on an Android phone.
    const person = await registerPerson(request, lng === 'ar' ? 'Salma' : 'Sam');
    await signInFrom(request, person.email, person.password, IPHONE);
    await signInFrom(request, person.email, person.password, FIREFOX_ANDROID);
    await signIn(page, person.tokens);
    await page.goto(`/settings?lng=${lng}`);
    const sessions = page.getByRole('list', { name: t('settings:sessions.title') });
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    const iphone = t('settings:sessions.device', { browser: 'Safari', os: 'iPhone' });
    const android = t('settings:sessions.device', { browser: 'Firefox', os: 'Android' });
    await expect(sessions.getByText(iphone, { exact: true })).toBeVisible();
    await expect(sessions.getByText(android, { exact: true })).toBeVisible();
    await expect(sessions.getByRole('button', { name: t('settings:sessions.signOutOne', { device: iphone }) })).toBeVisible();
    // Each sign-in's name and times sit beside (or above) its button or chip, never under it.
    for (const item of await sessions.getByRole('listitem').all()) {
      const control = item.getByRole('button').or(item.getByText(t('settings:sessions.current'), { exact: true }));
      for (const line of await item.getByRole('paragraph').all()) await expectApart(line, control);
    }
    await settledAxe(page, `/settings on a phone (${lng})`);
    await expectNoSidewaysScroll(page);
    await sessions.screenshot({ path: test.info().outputPath(`sessions-phone-${lng}.png`) });
  });

  test(`the project wizard passes axe on a phone, from an unfinished preview to the published notice (${lng})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { tokens, organization } = await signInAs(page, request, demo.ana, 'Green Earth Collective');
    if (!organization) throw new Error('Green Earth Collective is missing from the demo data');
    const draftKey = `matchpool.projectDraft.${organization.id}`;

    // A step in the middle: the step bar is wider than the phone and scrolls by itself.
    await page.goto(`/create/step-4?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);
    const bar = page.getByRole('navigation', { name: t('projectForm:wizard.progress') });
    await expect(bar.locator('[aria-current="step"]')).toBeInViewport();
    await settledAxe(page, `wizard step 4 on a phone (${lng})`);
    await expectNoSidewaysScroll(page);

    // The preview of a draft with nothing in it: the steps to finish, linked, and no empty heading.
    await page.evaluate((key) => window.localStorage.removeItem(key), draftKey);
    await page.goto(`/create/publish?lng=${lng}`);
    await expect(page.getByText(t('projectForm:wizard.incomplete'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('projectForm:wizard.goToStep', { step: '1', name: t('projectForm:wizard.stepNames.1') }) })).toBeVisible();
    await settledAxe(page, `an unfinished preview on a phone (${lng})`);
    await expectNoSidewaysScroll(page);

    // A finished draft: its preview, then published (or sent for review) and said so.
    const title = `Rain gardens ${Date.now().toString(36)}`;
    const draft = await finishedDraft(request, authHeaders(tokens, organization.id), title);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [draftKey, JSON.stringify(draft)] as const);
    await page.goto(`/create/publish?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await settledAxe(page, `the preview on a phone (${lng})`);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: t('projectForm:wizard.publish'), exact: true }).click();
    const said = [t('projectForm:wizard.publishedTitle'), t('projectForm:wizard.sentForReviewTitle')].map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const done = page.getByRole('status').filter({ hasText: new RegExp(`^(${said.join('|')})$`) });
    await expect(done).toBeVisible();
    await settledAxe(page, `the published notice on a phone (${lng})`);
    await expectNoSidewaysScroll(page);
  });
}
