import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, expectArabic, expectNoAxeViolations, logIn, registerPerson, signIn, unique, type Tokens } from './support';

// Issue 5, the operator's side of matching: rounds created and edited through the form (schedule
// in UTC, algorithm and parameters), live standings during voting, payouts against the final
// matches with their CSV, and the operator guard.

const OPERATOR = { email: 'admin@matchpool.local', password: 'matchpool-admin' };

interface ApiRound {
  id: string;
  number: number;
  name: string;
  phase: string;
  pool_amount: number;
  total_projects: number;
  submission_start_at: string;
  voting_start_at: string;
  voting_end_at: string;
  results_at: string;
  algorithm: string;
  params: Record<string, number | string | null>;
}

interface StandingLine {
  project_id: string;
  title: string;
  supporters: number;
  match_cents: number;
}

interface PayoutList {
  total_paid_cents: number;
  results: { reference: string; amount_cents: number; project_id: string }[];
  projects: { project_id: string; title: string; match_cents: number; paid_cents: number; outstanding_cents: number }[];
}

async function operatorTokens(request: APIRequestContext): Promise<Tokens> {
  return logIn(request, OPERATOR.email, OPERATOR.password);
}

async function signInOperator(page: Page, request: APIRequestContext): Promise<Tokens> {
  const tokens = await operatorTokens(request);
  await signIn(page, tokens);
  return tokens;
}

async function rounds(request: APIRequestContext): Promise<ApiRound[]> {
  const response = await request.get('/api/rounds/rounds?limit=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ApiRound[] }).data;
}

async function demoRound(request: APIRequestContext, phase: string): Promise<ApiRound> {
  const round = (await rounds(request)).find((candidate) => candidate.phase === phase);
  if (!round) throw new Error(`the demo data has no round in phase ${phase}`);
  return round;
}

const usd = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(cents / 100);

/** A date field of the round form (the UTC wall-clock time): a group of spin buttons, month, day, year, hour, minute in English. */
const dateField = (page: Page, label: string) => page.getByRole('group', { name: new RegExp(`^${label} \\(UTC\\)`) });
const dateSegment = (page: Page, label: string, part: string) => dateField(page, label).getByRole('spinbutton', { name: new RegExp(`^${part}`, 'i') });

/** Types a `YYYY-MM-DDTHH:mm` date into a date field's parts, as a person does. */
async function fillDate(page: Page, label: string, value: string) {
  const [, year, month, day, hour, minute] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value) ?? [];
  for (const [part, digits] of [
    ['month', month],
    ['day', day],
    ['year', year],
    ['hour', hour],
    ['minute', minute],
  ] as const) {
    await dateSegment(page, label, part).focus();
    await page.keyboard.type(digits ?? '');
  }
}

test('an operator creates a round through the form, the dates checked first, then edits its name', async ({ page, request }) => {
  await signInOperator(page, request);
  await page.goto('/admin?lng=en');
  await page.getByRole('link', { name: /Funding rounds/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Funding rounds' })).toBeVisible();
  // Every round, newest first, with its dates in UTC.
  const all = await rounds(request);
  await expect(page.getByTestId('round-row')).toHaveCount(all.length);
  const numbers = (await page.locator('[data-testid="round-row"] > td:first-child').allTextContents()).map(Number);
  expect(numbers).toEqual(all.map((round) => round.number).sort((a, b) => b - a));
  await expect(page.getByTestId('round-row').first()).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} UTC/);

  await page.getByRole('link', { name: 'New round' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New round' })).toBeVisible();
  // The defaults of matching.md §3, with their ranges.
  await expect(page.getByRole('textbox', { name: 'Weight of unverified supporters' })).toHaveValue('0.2');
  await expect(page.getByRole('textbox', { name: 'Vote credit (√USD)' })).toHaveValue('0.25');
  await expect(page.getByRole('textbox', { name: 'Largest impact multiplier' })).toHaveValue('4');
  await expect(page.getByText('Default 4. Any number from 1', { exact: false })).toBeVisible();
  const highest = Math.max(...(await rounds(request)).map((round) => round.number));
  await expect(page.getByRole('textbox', { name: /^Round number/ })).toHaveValue(String(highest + 1));

  const name = `Round ${unique('e2e-')}`;
  const number = 100 + Math.floor(Math.random() * 1_000_000);
  const numberField = page.getByRole('textbox', { name: /^Round number/ });
  await numberField.fill(String(number));
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Open data for cities.');
  await page.getByRole('textbox', { name: /^Matching pool/ }).fill('12345.67');
  await fillDate(page, 'Submissions open', '2031-03-01T09:00');
  await fillDate(page, 'Submissions close', '2031-03-20T18:00');
  await fillDate(page, 'Voting opens', '2031-03-25T09:00');
  // Voting closing before it opens: refused on the field, and nothing reaches the server.
  await fillDate(page, 'Voting closes', '2031-03-24T09:00');
  await fillDate(page, 'Results published', '2031-04-20T12:00');
  await page.getByRole('button', { name: 'Create round' }).click();
  await expect(page.getByText('Voting must close after it opens.')).toBeVisible();
  await expect(dateSegment(page, 'Voting closes', 'day')).toHaveAttribute('aria-invalid', 'true');
  await expect(dateSegment(page, 'Voting closes', 'month')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/rounds\/new$/);
  expect((await rounds(request)).some((round) => round.name === name)).toBe(false);

  await fillDate(page, 'Voting closes', '2031-04-10T17:30');
  await page.getByRole('button', { name: /Matching algorithm/ }).click();
  await page.getByRole('option', { name: /Pairwise-bounded quadratic funding/ }).click();
  await expect(page.getByRole('button', { name: /Matching algorithm/ })).toHaveAccessibleDescription(
    /people who keep supporting the same projects together count less/,
  );
  await page.getByRole('textbox', { name: 'Pairwise threshold (USD)' }).fill('25');
  await page.getByRole('textbox', { name: 'Weight of unverified supporters' }).fill('0.1');
  await page.getByRole('textbox', { name: 'Round cap (share of the pool)' }).fill('0.3');
  await page.getByRole('button', { name: 'Create round' }).click();

  await expect(page).toHaveURL(/\/admin\/rounds$/);
  await expect(page.getByRole('status').filter({ hasText: `Round ${number}, “${name}”, was created.` })).toBeVisible();
  const row = page.getByTestId('round-row').filter({ hasText: name });
  await expect(row).toContainText('2031/04/10 17:30 UTC');
  await expect(row).toContainText('$12,345.67');
  await expect(row).toContainText('Upcoming');

  const created = (await rounds(request)).find((round) => round.name === name);
  expect(created).toMatchObject({
    number,
    pool_amount: 12345.67,
    submission_start_at: '2031-03-01T09:00:00Z',
    voting_end_at: '2031-04-10T17:30:00Z',
    results_at: '2031-04-20T12:00:00Z',
    algorithm: 'pairwise',
  });
  expect(created?.params).toMatchObject({
    pairwise_m: 25,
    unverified_weight: 0.1,
    round_cap_fraction: 0.3,
    vote_credit: 0.25,
    cm_max: 4,
    ip_max: 1000000,
    ip_threshold: 0,
  });

  // Editing: the form shows the round as saved, and only the name changes.
  await row.getByRole('link', { name: `Edit (round ${number})` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit round ${number}` })).toBeVisible();
  await expect(page.locator('input[type="hidden"][name="voting_end_at"]')).toHaveValue('2031-04-10T17:30:00');
  await expect(page.getByRole('button', { name: /Matching algorithm/ })).toContainText('Pairwise-bounded quadratic funding (pairwise)');
  await expect(page.getByRole('textbox', { name: 'Pairwise threshold (USD)' })).toHaveValue('25');
  const renamed = `${name} (renamed)`;
  await page.getByRole('textbox', { name: /^Name/ }).fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/rounds$/);
  await expect(page.getByRole('status').filter({ hasText: `Round ${number}, “${renamed}”, was saved.` })).toBeVisible();
  await expect(page.getByTestId('round-row').filter({ hasText: renamed })).toHaveCount(1);
  const edited = (await rounds(request)).find((round) => round.id === created?.id);
  expect(edited).toMatchObject({ name: renamed, voting_end_at: '2031-04-10T17:30:00Z', algorithm: 'pairwise' });
  expect(edited?.params).toEqual(created?.params);
});

test('the live standings of the round in voting show its projects with their matches', async ({ page, request }) => {
  const tokens = await signInOperator(page, request);
  const voting = await demoRound(request, 'voting');
  const response = await request.get(`/api/admin/rounds/${voting.id}/standings`, { headers: authHeaders(tokens) });
  expect(response.ok()).toBe(true);
  const standings = (await response.json()) as { results: StandingLine[] };
  expect(standings.results.length).toBeGreaterThan(0);

  await page.goto('/admin/rounds?lng=en');
  await page.getByRole('link', { name: `Standings (round ${voting.number})` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Standings of round ${voting.number}` })).toBeVisible();
  await expect(page.getByText('the round is then frozen automatically', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Freeze now' })).toHaveCount(0);

  const table = page.getByRole('table', { name: "Each project's supporters, donations and current match" });
  const rows = table.getByTestId('standing-row');
  await expect(rows).toHaveCount(voting.total_projects);
  for (const line of standings.results) {
    const row = rows.filter({ has: page.getByRole('rowheader', { name: line.title }) });
    await expect(row).toContainText(usd(line.match_cents));
    await expect(row.locator('td').first()).toHaveText(String(line.supporters));
  }
  expect(standings.results.some((line) => line.match_cents > 0)).toBe(true);

  const computedAt = page.getByTestId('standings-computed-at');
  await expect(computedAt).toContainText('UTC');
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Standings recomputed at' })).toBeVisible();
});

test('a payout on the round with public results shows in the list and the totals, and in the CSV', async ({ page, request }) => {
  const tokens = await signInOperator(page, request);
  const published = await demoRound(request, 'results');
  const before = (await (await request.get(`/api/admin/rounds/${published.id}/payouts`, { headers: authHeaders(tokens) })).json()) as PayoutList;
  const project = before.projects.find((candidate) => candidate.outstanding_cents > 1234);
  if (!project) throw new Error('the demo round with results has no project left to pay');

  await page.goto('/admin/rounds?lng=en');
  await page.getByRole('link', { name: `Payouts (round ${published.number})` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Payouts of round ${published.number}` })).toBeVisible();
  const due = before.projects.reduce((sum, line) => sum + line.match_cents, 0);
  await expect(page.getByTestId('payouts-total-due')).toHaveText(usd(due));
  await expect(page.getByTestId('payouts-total-paid')).toHaveText(usd(before.total_paid_cents));

  await page.getByRole('button', { name: `Record a payout ${project.title}` }).click();
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  await expect(amount).toBeFocused();
  await expect(page.getByText(`Still owed: ${usd(project.outstanding_cents)}`)).toBeVisible();
  // More than the project is owed is refused before anything is sent.
  await amount.fill(String((project.outstanding_cents + 1) / 100));
  const reference = `WIRE-${unique('')}`;
  await page.getByRole('textbox', { name: /^Reference/ }).fill(reference);
  await page.getByRole('button', { name: 'Record payout' }).click();
  await expect(page.getByText('This is more than the project is still owed.')).toBeVisible();

  await amount.fill('12.34');
  await fillDate(page, 'Paid on', '2031-01-02T03:04');
  await page.getByRole('button', { name: 'Record payout' }).click();
  await expect(page.getByRole('status').filter({ hasText: `A payout of $12.34 to ${project.title} was recorded.` })).toBeVisible();
  const history = page.getByTestId('payout-row').filter({ hasText: reference });
  await expect(history).toContainText('$12.34');
  await expect(history).toContainText('2031/01/02 03:04 UTC');
  await expect(history).toContainText(project.title);
  await expect(page.getByTestId('payouts-total-paid')).toHaveText(usd(before.total_paid_cents + 1234));
  await expect(page.getByTestId('payouts-total-outstanding')).toHaveText(usd(due - before.total_paid_cents - 1234));
  await expect(page.getByTestId('payout-project-row').filter({ hasText: project.title })).toContainText('Partly paid');

  const after = (await (await request.get(`/api/admin/rounds/${published.id}/payouts`, { headers: authHeaders(tokens) })).json()) as PayoutList;
  expect(after.total_paid_cents).toBe(before.total_paid_cents + 1234);
  expect(after.results.find((payout) => payout.reference === reference)).toMatchObject({ amount_cents: 1234, project_id: project.project_id });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export payouts CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`matchpool-round-${published.number}-payouts.csv`);
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.trim().split('\n');
  expect(lines[0]).toBe('payout_id,project_id,title,amount_cents,reference,paid_at,recorded_by');
  expect(lines.find((line) => line.includes(reference))).toContain(`,${project.project_id},`);
  expect(lines.find((line) => line.includes(reference))).toContain(',1234,');
});

test('someone who is not an operator is refused /admin/rounds', async ({ page, request }) => {
  const stranger = await registerPerson(request, 'Sam');
  await signIn(page, stranger.tokens);
  await page.goto('/admin/rounds?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: "You can't open this page" })).toBeVisible();
  await expect(page.getByText('This area is only for platform operators.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New round' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  const response = await request.get('/api/rounds/rounds?limit=1');
  expect(response.ok()).toBe(true);
});

for (const lng of ['en', 'ar'] as const) {
  test(`the round pages pass axe in ${lng}`, async ({ page, request }) => {
    await signInOperator(page, request);
    const voting = await demoRound(request, 'voting');
    const published = await demoRound(request, 'results');

    await page.goto(`/admin?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);
    await expect(page.getByRole('link', { name: lng === 'en' ? /Funding rounds/ : /جولات التمويل/ })).toBeVisible();
    await expectNoAxeViolations(page, `/admin (${lng})`);

    await page.goto(`/admin/rounds?lng=${lng}`);
    await expect(page.getByTestId('round-row').first()).toBeVisible();
    await expectNoAxeViolations(page, `/admin/rounds (${lng})`);

    await page.goto(`/admin/rounds/new?lng=${lng}`);
    await expect(page.locator('form')).toBeVisible();
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page, `/admin/rounds/new with errors (${lng})`);

    await page.goto(`/admin/rounds/${voting.id}/edit?lng=${lng}`);
    await expect(page.locator('form')).toBeVisible();
    await expectNoAxeViolations(page, `/admin/rounds/:id/edit (${lng})`);

    await page.goto(`/admin/rounds/${voting.id}/standings?lng=${lng}`);
    await expect(page.getByTestId('standing-row').first()).toBeVisible();
    await expectNoAxeViolations(page, `/admin/rounds/:id/standings (${lng})`);

    await page.goto(`/admin/rounds/${published.id}/payouts?lng=${lng}`);
    await expect(page.getByTestId('payout-project-row').first()).toBeVisible();
    await expectNoAxeViolations(page, `/admin/rounds/:id/payouts (${lng})`);
  });
}
