import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  authHeaders,
  identities,
  logIn,
  signIn,
  createProject,
  demo,
  expectArabic,
  expectNoAxeViolations,
  pngBuffer,
  registerPerson,
  signInAs,
  unique,
  type Tokens,
} from './support';

/** A settled card donation through the API: the donor becomes a supporter of the project. */
async function donate(request: APIRequestContext, tokens: Tokens, projectId: string) {
  const response = await request.post(`/api/projects/${projectId}/donates`, {
    headers: { ...authHeaders(tokens), 'Idempotency-Key': unique('key') },
    data: { amount: 5, currency: 'USD', payment_type: 'FIAT', card_token: 'tok_visa', rate: 1, anonymous: false },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The one-click unsubscribe address of the update email sent to `email`, from the server's outbox. */
async function unsubscribeLink(email: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link: string | undefined;
  await expect
    .poll(async () => {
      for (const name of (await readdir(dir).catch(() => [])).sort().reverse()) {
        const mail = await readFile(path.join(dir, name), 'utf8');
        if (!mail.includes(`To: ${email}`)) continue;
        link = /^List-Unsubscribe: <([^>]+)>/m.exec(mail)?.[1];
        if (link && /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m.test(mail)) return link;
      }
      return undefined;
    })
    .toBeTruthy();
  return link ?? '';
}

const updates = (page: Page) => page.getByRole('region', { name: /Updates|التحديثات/ });

test('an organization posts an update with an image; it shows on the project page and its supporter can unsubscribe', async ({ browser, page, request }) => {
  const project = await createProject(request);
  const supporter = await registerPerson(request, 'Supporter');
  await donate(request, supporter.tokens, project.id);

  await signInAs(page, request, demo.ana, 'Green Earth Collective');
  await page.goto(`/projects/${project.id}`);
  await expect(updates(page).getByText('Tell your supporters how the project is going', { exact: false })).toBeVisible();
  await updates(page).getByRole('button', { name: 'Post an update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post an update' });
  await dialog.getByRole('button', { name: 'Post update' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: 'Title' }).fill('First harvest stored');
  await dialog.getByRole('textbox', { name: 'Update' }).fill('We stored **120** varieties.\n\n- beans\n- millet');
  await dialog.getByTestId('update-image-input').setInputFiles({ name: 'harvest.png', mimeType: 'image/png', buffer: pngBuffer(80, 45) });
  await expect(dialog.getByRole('button', { name: 'Change the image' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Post update' }).click();
  await expect(dialog).toBeHidden();

  const article = updates(page).getByRole('article', { name: 'First harvest stored' });
  await expect(article).toBeVisible();
  await expect(article.locator('strong')).toHaveText('120');
  await expect(article.getByRole('listitem')).toHaveText(['beans', 'millet']);
  await expect(article.getByRole('img', { name: 'Image of the update “First harvest stored”' })).toBeVisible();
  await expectNoAxeViolations(page, 'the project page with an update');

  // A visitor reads it too.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US', timezoneId: 'UTC' });
  const visitor = await context.newPage();
  await visitor.goto(`/projects/${project.id}`);
  await expect(updates(visitor).getByRole('article', { name: 'First harvest stored' })).toBeVisible();
  await expect(updates(visitor).getByRole('button', { name: 'Post an update' })).toHaveCount(0);

  // The supporter opens the email's unsubscribe link: the page asks first, then confirms.
  const link = await unsubscribeLink(supporter.email);
  expect(link).toContain('/api/unsubscribe?token=');
  await visitor.goto(link);
  await expect(visitor).toHaveURL(/\/unsubscribe\?token=/);
  await visitor.getByRole('button', { name: 'Stop updates from this project' }).click();
  await expect(visitor.getByText(`You will no longer receive updates from ${project.title}.`)).toBeVisible();
  await expectNoAxeViolations(visitor, 'the unsubscribe page');
});

test('in Arabic, an organization posts an update and sees it on the project page, right to left', async ({ page, request }) => {
  const project = await createProject(request);
  await signInAs(page, request, demo.ana, 'Green Earth Collective');
  await page.goto(`/projects/${project.id}?lng=ar`);
  await expectArabic(page);
  await updates(page).getByRole('button', { name: 'انشر تحديثًا' }).click();
  const dialog = page.getByRole('dialog', { name: 'انشر تحديثًا' });
  await dialog.getByRole('textbox', { name: 'العنوان' }).fill('خزّنّا أول محصول');
  await dialog.getByRole('textbox', { name: 'التحديث' }).fill('حفظنا **مئة** صنف من البذور.');
  await dialog.getByRole('button', { name: 'انشر التحديث' }).click();
  await expect(dialog).toBeHidden();
  const article = updates(page).getByRole('article', { name: 'خزّنّا أول محصول' });
  await expect(article).toBeVisible();
  await expect(article.locator('strong')).toHaveText('مئة');
  await expect(updates(page).getByRole('heading', { name: 'التحديثات' })).toBeVisible();
  await expectNoAxeViolations(page, 'the project page with an update in Arabic');
});

/** Posts an update as Green Earth Collective through the API. */
async function postUpdate(request: APIRequestContext, projectId: string, title: string) {
  const tokens = await logIn(request, demo.ana);
  const org = (await identities(request, tokens)).find((identity) => identity.meta.name === 'Green Earth Collective');
  const response = await request.post(`/api/projects/${projectId}/updates`, {
    headers: authHeaders(tokens, org?.id),
    data: { title, body: 'A note the operators will hide.' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const OPERATOR = { email: 'admin@matchpool.local', password: 'matchpool-admin' };

for (const lng of ['en', 'ar'] as const) {
  test(`an operator hides an update: it is marked for them and gone for visitors (${lng})`, async ({ browser, page, request }) => {
    const project = await createProject(request);
    const title = `Spam ${unique('')}`;
    await postUpdate(request, project.id, title);

    await signIn(page, await logIn(request, OPERATOR.email, OPERATOR.password));
    await page.goto(`/projects/${project.id}?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);
    const texts = lng === 'ar'
      ? { menu: `إجراءات «${title}»`, hide: 'إخفاء', hidden: 'أخفاه أحد المشرفين', unhide: 'إظهار مجددًا' }
      : { menu: `Actions for “${title}”`, hide: 'Hide', hidden: 'Hidden by an operator', unhide: 'Show again' };
    const article = updates(page).getByRole('article', { name: title });
    await expect(article).toBeVisible();
    await article.getByRole('button', { name: texts.menu }).click();
    await page.getByRole('menuitem', { name: texts.hide }).click();
    await expect(article.getByText(texts.hidden)).toBeVisible();
    await expectNoAxeViolations(page, `the project page with a hidden update (${lng})`);

    // Visitors no longer see it.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US', timezoneId: 'UTC' });
    const visitor = await context.newPage();
    await visitor.goto(`/projects/${project.id}?lng=${lng}`);
    // The page is there, and no updates section: a visitor sees none when the only one is hidden.
    await expect(visitor.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    await expect(updates(visitor)).toHaveCount(0);
    await expect(visitor.getByRole('article', { name: title })).toHaveCount(0);

    // The operator shows it again.
    await article.getByRole('button', { name: texts.menu }).click();
    await page.getByRole('menuitem', { name: texts.unhide }).click();
    await expect(article.getByText(texts.hidden)).toHaveCount(0);
    await visitor.reload();
    await expect(updates(visitor).getByRole('article', { name: title })).toBeVisible();
    await context.close();
  });
}
