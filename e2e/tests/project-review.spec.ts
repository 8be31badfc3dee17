import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { authHeaders, createProject, demo, expectArabic, expectNoAxeViolations, logIn, signIn, signInAs, type Tokens } from './support';

// Issue 16, application review: in a round that needs approval, a project an organization
// publishes waits for the operators; one approves it in the review queue and it becomes public.

const OPERATOR = { email: 'admin@matchpool.local', password: 'matchpool-admin' };

interface RoundSummary {
  id: string;
  number: number;
  phase: string;
  submission_start_at: string;
  projects_need_approval: boolean;
}

/** The round new projects join: the most recently opened one taking submissions. */
async function submissionRound(request: APIRequestContext): Promise<RoundSummary> {
  const response = await request.get('/api/rounds/rounds?limit=50');
  expect(response.ok(), await response.text()).toBe(true);
  const rounds = ((await response.json()) as { data: RoundSummary[] }).data.filter((round) => round.phase === 'submission');
  rounds.sort((a, b) => b.submission_start_at.localeCompare(a.submission_start_at));
  const round = rounds[0];
  if (!round) throw new Error('the demo data has no round open for submissions');
  return round;
}

async function setApproval(request: APIRequestContext, tokens: Tokens, round: RoundSummary, on: boolean) {
  const response = await request.patch(`/api/admin/rounds/${round.id}`, { headers: authHeaders(tokens), data: { projects_need_approval: on } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A second browser, signed in as the platform operator. */
async function operatorPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, await logIn(request, OPERATOR.email, OPERATOR.password));
  return page;
}

/** A visitor's search of the submission round's public project list for `title` (without a
 * round, /projects opens on the round open for voting). */
async function publicSearch(browser: Browser, title: string, lng: string) {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  await page.goto(`/projects?round_id=${round.id}&q=${encodeURIComponent(title)}&lng=${lng}`);
  return page;
}

const TEXT = {
  en: { waiting: 'Waiting for approval', approve: 'Approve', approved: (title: string) => `${title} is approved and now public.`, queue: 'Project review', settings: 'Projects need approval' },
  ar: { waiting: 'بانتظار الموافقة', approve: 'موافقة', approved: (title: string) => `تمت الموافقة على ${title} وأصبح منشورًا للعامة.`, queue: 'مراجعة المشاريع', settings: 'المشاريع تحتاج إلى موافقة' },
} as const;

test.describe.configure({ mode: 'serial' });

let operatorTokens: Tokens;
let round: RoundSummary;

test.beforeAll(async ({ request }) => {
  operatorTokens = await logIn(request, OPERATOR.email, OPERATOR.password);
  round = await submissionRound(request);
});

// The demo's rounds publish at once; the other specs rely on it.
test.afterAll(async ({ request }) => {
  await setApproval(request, operatorTokens, round, false);
});

test('the operator turns on approval in the round settings', async ({ browser, request }) => {
  await setApproval(request, operatorTokens, round, false);
  const operator = await operatorPage(browser, request);
  await operator.goto(`/admin/rounds/${round.id}/edit?lng=en`);
  const toggle = operator.getByRole('switch', { name: TEXT.en.settings });
  await expect(toggle).not.toBeChecked();
  // A person clicks the switch's label (React Aria's switch keeps its native input visually hidden).
  await operator.getByText(TEXT.en.settings, { exact: true }).click();
  await expect(toggle).toBeChecked();
  await operator.getByRole('button', { name: 'Save changes' }).click();
  await expect(operator.getByText(/was saved/)).toBeVisible();
  const saved = (await (await request.get(`/api/rounds/${round.id}`)).json()) as RoundSummary;
  expect(saved.projects_need_approval).toBe(true);
  await operator.context().close();
});

for (const lng of ['en', 'ar'] as const) {
  test(`an organization publishes into a round that needs approval, an operator approves it and it becomes public (${lng})`, async ({ page, request, browser }) => {
    await setApproval(request, operatorTokens, round, true);
    const text = TEXT[lng];
    // The organization publishes (what the wizard's Publish sends).
    const project = await createProject(request, { status: 'ACTIVE' });

    // It sees its project waiting for approval.
    await signInAs(page, request, demo.ana, 'Green Earth Collective');
    await page.goto(`/projects/${project.id}?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);
    await expect(page.getByTestId('project-review')).toContainText(text.waiting);
    await expectNoAxeViolations(page, `a submitted project's page (${lng})`);

    // Visitors do not find it.
    const visitor = await publicSearch(browser, project.title, lng);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByRole('article', { name: project.title })).toHaveCount(0);
    const hidden = await request.get(`/api/projects/${project.id}`);
    expect(hidden.status()).toBe(404);

    // An operator approves it in the review queue.
    const operator = await operatorPage(browser, request);
    await operator.goto(`/admin?lng=${lng}`);
    await operator.getByRole('link', { name: new RegExp(text.queue) }).click();
    await expect(operator.getByRole('heading', { level: 1, name: text.queue })).toBeVisible();
    if (lng === 'ar') await expectArabic(operator);
    const item = operator.getByRole('article', { name: project.title });
    await expect(item).toBeVisible();
    await expectNoAxeViolations(operator, `the review queue (${lng})`);
    await item.getByRole('button', { name: new RegExp(`^${text.approve}`) }).click();
    await expect(operator.getByRole('status').filter({ hasText: text.approved(project.title) })).toBeVisible();
    await expect(operator.getByRole('article', { name: project.title })).toHaveCount(0);
    await operator.context().close();

    // Now it is in the public list.
    await visitor.reload();
    await expect(visitor.getByRole('article', { name: project.title })).toBeVisible();
    await visitor.context().close();
    await page.reload();
    await expect(page.getByTestId('project-review')).toHaveCount(0);
  });
}
