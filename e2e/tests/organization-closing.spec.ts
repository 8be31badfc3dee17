import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, createProject, expectArabic, expectNoAxeViolations, localeText, logIn, registerPerson, signIn, unique, type Tokens } from './support';

// Issue 33, closing an organization: its owner closes it from Settings; afterwards it is marked
// closed where the person switches identity, its project stays readable by anyone, and its
// settings refuse changes. Each run closes an organization of its own.

/** A new person owning a new, verified organization with one project: what a closing acts on. */
async function organizationWithProject(request: APIRequestContext) {
  const { tokens } = await registerPerson(request, 'Closer');
  const shortname = unique('close-');
  const name = `Closing Collective ${shortname.slice(-6)}`;
  const created = await request.post('/api/organizations', {
    headers: authHeaders(tokens),
    data: { name, shortname, email: `${shortname}@e2e.example.org` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const organization = (await created.json()) as { id: string };
  // Projects need a verified organization: the operator approves its KYB.
  const operator = await logIn(request, 'admin@matchpool.local', 'matchpool-admin');
  const verified = await request.post(`/api/admin/organizations/${organization.id}/verification`, {
    headers: authHeaders(operator),
    data: { status: 'verified' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const project = await createProject(request, { email: `${shortname}@e2e.example.org` }, { tokens, organizationId: organization.id });
  return { tokens, organizationId: organization.id, name, shortname, project };
}

/** The owner's app, acting for the organization, in `locale`. */
async function ownerPage(page: Page, tokens: Tokens, organizationId: string, language: 'en' | 'ar') {
  const patched = await page.request.patch('/api/me', { data: { language }, headers: authHeaders(tokens) });
  expect(patched.ok(), await patched.text()).toBe(true);
  await signIn(page, tokens, organizationId);
}

for (const language of ['en', 'ar'] as const) {
  test(`an owner closes the organization; it is marked closed and its project stays readable (${language})`, async ({ page, browser, request }) => {
    const t = (key: string, values: Record<string, string> = {}) => localeText(language, key, values);
    const org = await organizationWithProject(request);
    await ownerPage(page, org.tokens, org.organizationId, language);

    await page.goto(`/settings?lng=${language}`);
    if (language === 'ar') await expectArabic(page);
    await expect(page.getByTestId('settings-acting-for')).toHaveText(t('settings:actingFor.owner', { organization: org.name }));
    const section = page.getByRole('region', { name: t('settings:closeOrganization.title') });
    await section.getByRole('button', { name: t('settings:closeOrganization.button') }).click();
    const dialog = page.getByRole('dialog', { name: t('settings:closeOrganization.confirmTitle', { name: org.name }) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('settings:closeOrganization.confirm') }).click();
    await expect(section.getByRole('status')).toContainText(org.name);
    await expect(section.getByRole('button', { name: t('settings:closeOrganization.button') })).toHaveCount(0);
    await expectNoAxeViolations(page, `settings of a closed organization (${language})`);

    // The account menu says which account is closed.
    await page.getByRole('button', { name: t('common:header.accountMenu') }).click();
    await expect(page.getByTestId('current-identity')).toContainText(t('common:account.closedOrganization'));
    await page.keyboard.press('Escape');

    // Anyone still reads its project; a change for it is refused with the reason.
    const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: language === 'ar' ? 'ar' : 'en-US' });
    const reader = await visitor.newPage();
    await reader.goto(`/projects/${org.project.id}?lng=${language}`);
    await expect(reader.getByRole('heading', { level: 1, name: org.project.title })).toBeVisible();
    await visitor.close();
    const refused = await request.patch(`/api/organizations/${org.organizationId}`, {
      headers: authHeaders(org.tokens, org.organizationId),
      data: { description: 'Still here?' },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('organization.closed');
  });
}
