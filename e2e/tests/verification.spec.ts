import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  authHeaders,
  confirmEmail,
  expectArabic,
  expectNoAxeViolations,
  identities,
  logIn,
  outbox,
  pngBuffer,
  registerPerson,
  signIn,
  unique,
  type Tokens,
} from './support';

// Issue 6, verification and the operator area: KYB and KYC through /verification, the banner
// and modals, the operator's review queue and the referral reward ledger.

const OPERATOR = { email: 'admin@matchpool.local', password: 'matchpool-admin' };

/** Registers a person in `language` (the registration's own field), as a new visitor would. */
async function registerIn(request: APIRequestContext, language: string, firstName: string) {
  const username = unique('v');
  const email = `${username}@e2e.example.org`;
  const response = await request.post('/api/auth/register', {
    data: { first_name: firstName, last_name: 'Verify', username, email, password: 'correct-horse-battery', language },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { tokens: (await response.json()) as Tokens, email, username };
}

async function createOrganization(request: APIRequestContext, tokens: Tokens) {
  const shortname = unique('org-').toLowerCase().slice(0, 30);
  const name = `Clean Rivers ${shortname.slice(4)}`;
  const response = await request.post('/api/organizations', {
    headers: authHeaders(tokens),
    data: { name, shortname, email: `${shortname}@e2e.example.org` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, name };
}

/** Submits documents through the API (for tests about what comes after). */
async function submitThroughApi(request: APIRequestContext, tokens: Tokens, body: Record<string, unknown>, identityId?: string) {
  const headers = authHeaders(tokens, identityId);
  const upload = await request.post('/api/verifications/documents', { headers, multipart: { file: { name: 'id-card.png', mimeType: 'image/png', buffer: pngBuffer() } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const document = ((await upload.json()) as { id: string }).id;
  const response = await request.post('/api/verifications', { headers, data: { ...body, documents: [document] } });
  expect(response.status(), await response.text()).toBe(201);
}

/** A second browser, signed in as the platform operator. */
async function operatorPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, await logIn(request, OPERATOR.email, OPERATOR.password));
  return page;
}

async function uploadDocument(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload documents' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

test('an organization submits KYB, an operator approves it, and the organization can start a project', async ({ page, request, browser }) => {
  // A French-speaking person: the emails must come in French, whatever language the page shows.
  const founder = await registerIn(request, 'fr', 'Amélie');
  const organization = await createOrganization(request, founder.tokens);
  await signIn(page, founder.tokens, organization.id);
  await page.goto('/home?lng=en');

  const banner = page.getByRole('region', { name: 'Organization verification' });
  await expect(banner).toContainText('Verify your organization to create projects and receive funds.');
  await banner.getByRole('link', { name: 'Verify now' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your organization' })).toBeVisible();
  await expect(page.getByTestId('verification-status')).toContainText('Status: Not verified');
  await expect(page.getByText('Only verified organizations can start projects and receive matching funds.')).toBeVisible();

  // Nothing filled in: the form says what is missing, field by field.
  await page.getByRole('textbox', { name: 'Legal name' }).fill('');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(3);
  await expect(page.getByText('Please upload at least one document.')).toBeVisible();

  // The upload limits of /api/config (5 MB by default) are checked before anything is sent.
  await uploadDocument(page, 'huge-scan.png', Buffer.alloc(5 * 1024 * 1024 + 1));
  await expect(page.getByRole('alert').filter({ hasText: 'huge-scan.png exceeds the maximum size of 5MB' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Legal name' }).fill(`${organization.name} e.V.`);
  await page.getByRole('combobox', { name: 'Country of registration' }).selectOption({ label: 'Germany' });
  await page.getByRole('textbox', { name: 'Registration number' }).fill('VR 20931');
  await uploadDocument(page, 'certificate.png', pngBuffer());
  await expect(page.getByRole('list', { name: 'Attached documents' })).toContainText('certificate.png');
  await page.getByRole('button', { name: 'Submit for review' }).click();

  await expect(page.getByTestId('verification-status')).toContainText('Status: Pending review');
  await expect(page.getByTestId('verification-status')).toContainText('You will be notified by email when the review is complete.');
  await expect(banner).toContainText("Your organization's documents are under review.");
  // Pending, the Create button says verification is still required and offers the page again.
  await page.getByRole('banner').getByRole('button', { name: 'Create project' }).click();
  const required = page.getByRole('dialog', { name: 'Verification required' });
  await expect(required).toContainText('Your documents are under review.');
  await required.getByRole('button', { name: 'Close' }).click();
  await expect(required).toBeHidden();

  // The operator, in another browser, approves it from the queue.
  const operator = await operatorPage(browser, request);
  await operator.goto('/admin/verifications?lng=en');
  const item = operator.getByRole('article', { name: organization.name });
  await expect(item).toContainText(`${organization.name} e.V.`);
  await expect(item).toContainText('Germany');
  await expect(item).toContainText('VR 20931');
  // Documents are private: the queue links them through a signed, short-lived address, and the
  // file's public storage address answers nothing.
  const documentLink = item.getByRole('link', { name: /Document 1: certificate\.png/ });
  await expect(documentLink).toHaveAttribute('href', /\/api\/verifications\/documents\/[^?]+\?expires=\d+&signature=[0-9a-f]+$/);
  const opened = await request.get((await documentLink.getAttribute('href')) ?? '');
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toMatch(/^image\//);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(operator.getByRole('status')).toContainText(`${organization.name} is now verified and has been emailed.`);
  await expect(item).toBeHidden();
  await operator.context().close();

  // Back as the organization: verified, and the Create button leads to /create.
  await page.goto('/home?lng=en');
  await expect(banner).toContainText('Your organization is verified. You can create projects.');
  await page.getByRole('banner').getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('heading', { name: 'Start a project' })).toBeVisible();

  // The result email went to the founder, in French (crates/api/src/notify.rs).
  await expect
    .poll(async () => (await outbox()).filter((email) => email.to === founder.email).at(-1)?.subject, { timeout: 10_000 })
    .toBe('Votre vérification est approuvée');
  const email = (await outbox()).filter((entry) => entry.to === founder.email).at(-1);
  expect(email?.body).toContain(`Bonjour ${organization.name},`);
  expect(email?.body).toContain('Vous pouvez désormais participer pleinement à Matchpool.');
});

test('a person submits KYC, the operator rejects it with a reason, and the person sees why', async ({ page, request, browser }) => {
  const person = await registerPerson(request, 'Noor');
  await signIn(page, person.tokens);
  await page.goto('/home?lng=en');
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  await page.getByRole('menuitem', { name: 'Verification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expect(page.getByText('Unverified supporters count with a weight of 0.2')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Registration number' })).toHaveCount(0);

  await expect(page.getByRole('textbox', { name: 'Legal name' })).toHaveValue('Noor Person');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('JO');
  await uploadDocument(page, 'passport.png', pngBuffer());
  await expect(page.getByRole('list', { name: 'Attached documents' })).toContainText('passport.png');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('verification-status')).toContainText('Status: Pending review');

  const reason = `The passport photo is blurry (${unique('r')})`;
  const operator = await operatorPage(browser, request);
  await operator.goto('/admin/verifications?lng=en');
  const item = operator.getByRole('article', { name: 'Noor Person' }).filter({ hasText: 'Jordan' }).last();
  await item.getByRole('button', { name: 'Reject' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Reject Noor Person' });
  // A reason is required.
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(operator.getByRole('status')).toContainText('Noor Person was rejected and has been emailed the reason.');
  // Decided submissions stay visible under their status, with the reason.
  await operator.getByRole('button', { name: /Show/ }).click();
  await operator.getByRole('option', { name: 'Rejected' }).click();
  await expect(operator.getByRole('article').filter({ hasText: reason })).toBeVisible();
  await operator.context().close();

  await page.reload();
  const status = page.getByTestId('verification-status');
  await expect(status).toContainText('Status: Rejected');
  await expect(status).toContainText(reason);
  await expect(page.getByRole('heading', { name: 'Submit again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toBeVisible();
});

/** A referred person who votes and is verified: both sides earn 1,100 THANK (DESIGN §6). */
async function earnReferralReward(request: APIRequestContext) {
  const referrer = await registerIn(request, 'en', 'Rita');
  const friendLastName = unique('Friend');
  const friendEmail = `${unique('f')}@e2e.example.org`;
  const friend = await request.post('/api/auth/register', {
    data: {
      first_name: 'Ref',
      last_name: friendLastName,
      username: unique('f'),
      email: friendEmail,
      password: 'correct-horse-battery',
      referral_code: referrer.username,
    },
  });
  expect(friend.status(), await friend.text()).toBe(201);
  await confirmEmail(request, friendEmail);
  const friendTokens = (await friend.json()) as Tokens;
  const rounds = (await (await request.get('/api/rounds/rounds')).json()) as { data: { id: string; phase: string }[] };
  const voting = rounds.data.find((round) => round.phase === 'voting');
  if (!voting) throw new Error('The demo data has no round in voting');
  const projects = (await (await request.get(`/api/projects/preview?round_id=${voting.id}&limit=1`)).json()) as { results: { id: string }[] };
  const project = projects.results[0];
  if (!project) throw new Error('The voting round has no project');
  const vote = await request.post(`/api/projects/${project.id}/votes`, { headers: authHeaders(friendTokens), data: {} });
  expect(vote.status(), await vote.text()).toBe(201);
  const friendId = (await identities(request, friendTokens)).find((identity) => identity.type === 'users')?.id;
  const operator = await logIn(request, OPERATOR.email, OPERATOR.password);
  const decided = await request.post(`/api/admin/users/${friendId}/verification`, { headers: authHeaders(operator), data: { status: 'verified' } });
  expect(decided.status(), await decided.text()).toBe(200);
  return { friendId: friendId ?? '', friendName: `Ref ${friendLastName}` };
}

test('operators see the referral ledger, mark rewards paid and export it as CSV', async ({ page, request, browser }) => {
  const { friendId, friendName } = await earnReferralReward(request);
  const operator = await operatorPage(browser, request);
  await operator.goto('/home?lng=en');
  await operator.getByRole('button', { name: 'Open the account menu' }).click();
  await operator.getByRole('menuitem', { name: 'Operator' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Operator area' })).toBeVisible();
  await operator.getByRole('link', { name: /Referral rewards/ }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Referral rewards' })).toBeVisible();

  // The two sides of the new referral (the friend is the referee of both rows, shown by name), both earned.
  const rows = operator.getByTestId('reward-row').filter({ hasText: friendName });
  await expect(rows).toHaveCount(2);
  const withStatus = (status: string) => rows.filter({ has: operator.getByText(status, { exact: true }) });
  await expect(withStatus('Earned')).toHaveCount(2);
  await expect(rows.first()).toContainText('1,100 THANK');
  const first = rows.first();
  await first.getByRole('button', { name: /Mark paid/ }).click();
  await expect(operator.getByRole('status')).toContainText('Marked as paid: 1,100 THANK.');
  await expect(withStatus('Paid')).toHaveCount(1);
  await expect(withStatus('Earned')).toHaveCount(1);

  await operator.getByRole('button', { name: /Status/ }).click();
  await operator.getByRole('option', { name: 'Earned' }).click();
  await expect(operator.getByTestId('reward-row').filter({ hasText: friendName })).toHaveCount(1);

  const download = operator.waitForEvent('download');
  await operator.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('referral-rewards.csv');
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.trim().split('\n');
  expect(lines[0]).toBe('id,identity_id,identity_name,side,kind,referrer_id,referrer_name,referee_id,referee_name,thank,status,created_at,paid_at');
  expect(lines.filter((line) => line.includes(friendId) && line.includes(',1100,'))).toHaveLength(2);
  await operator.context().close();

  // Someone who is not an operator is refused, and has no Operator item.
  const stranger = await registerPerson(request, 'Sam');
  await signIn(page, stranger.tokens);
  await page.goto('/admin/verifications?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: "You can't open this page" })).toBeVisible();
  await expect(page.getByText('This area is only for platform operators.')).toBeVisible();
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Verification' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Operator' })).toHaveCount(0);
});

test('an unverified organization that publishes anyway meets the verification-required modal', async ({ page, request }) => {
  const founder = await registerIn(request, 'en', 'Omar');
  const organization = await createOrganization(request, founder.tokens);
  const upload = await request.post('/api/media', {
    headers: authHeaders(founder.tokens, organization.id),
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: pngBuffer() } },
  });
  const cover = (await upload.json()) as { id: string; url: string };
  // A finished draft on this device (the wizard's own storage), so only the server can say no.
  const text = 'Water quality sensors along the river, run by volunteers.';
  const values = {
    title: 'River sensors', description: text, social_cause: 'WATER_SANITATION', category: 'OPEN_INNOVATION', city: '', country: '',
    email: 'rivers@e2e.example.org', website: '', linkedin: '', problem_statement: text, solution: text, goals: text, cost_breakdown: text,
    total_requested_amount: '5000', impact_assessment_type: 'OPTION_A', impact_assessment: text, feasibility: text,
    cover_id: cover.id, cover_url: cover.url, video: '', wallet_address: '', voluntery_contribution: '',
  };
  const draft = { mode: 'create', projectId: null, values, walletLocked: false, serverErrors: {}, updatedAt: new Date().toISOString() };
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [`matchpool.projectDraft.${organization.id}`, JSON.stringify(draft)]);
  await signIn(page, founder.tokens, organization.id);
  await page.goto('/create/publish?lng=en');
  await page.getByRole('button', { name: 'Publish' }).click();

  const dialog = page.getByRole('dialog', { name: 'Verification required' });
  await expect(dialog).toContainText('You need to verify your account to continue.');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your organization' })).toBeVisible();
});

for (const lng of ['en', 'ar'] as const) {
  test(`/verification and the operator pages pass axe in ${lng}`, async ({ page, request, browser }) => {
    const founder = await registerIn(request, 'en', 'Lina');
    const organization = await createOrganization(request, founder.tokens);
    await signIn(page, founder.tokens, organization.id);
    await page.goto(`/verification?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);
    await expect(page.getByTestId('verification-status')).toBeVisible();
    await expect(page.locator('form')).toBeVisible();
    await expectNoAxeViolations(page, `/verification (${lng})`);

    await submitThroughApi(request, founder.tokens, { legal_name: `${organization.name} Ltd`, country: 'AE', registration_number: 'CN-1234' }, organization.id);
    await page.reload();
    await expect(page.getByTestId('verification-status')).not.toContainText(lng === 'en' ? 'Not verified' : 'لم يتم التحقق');
    await expectNoAxeViolations(page, `/verification pending (${lng})`);

    const operator = await operatorPage(browser, request);
    await operator.goto(`/admin/verifications?lng=${lng}`);
    if (lng === 'ar') await expectArabic(operator);
    await expect(operator.getByRole('article', { name: organization.name })).toBeVisible();
    await expectNoAxeViolations(operator, `/admin/verifications (${lng})`);
    await operator.getByRole('article', { name: organization.name }).getByRole('button', { name: lng === 'en' ? 'Reject' : 'ارفض' }).click();
    await expect(operator.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(operator, `reject dialog (${lng})`);
    await operator.keyboard.press('Escape');

    await operator.goto(`/admin?lng=${lng}`);
    await expect(operator.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(operator, `/admin (${lng})`);
    await operator.goto(`/admin/referrals?lng=${lng}`);
    await expect(operator.getByRole('button', { name: lng === 'en' ? 'Export CSV' : 'تصدير CSV' })).toBeVisible();
    await expectNoAxeViolations(operator, `/admin/referrals (${lng})`);
    await operator.context().close();
  });
}
