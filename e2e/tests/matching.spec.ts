import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { authHeaders, expectArabic, expectNoAxeViolations, registerPerson, signIn, type Tokens } from './support';

interface Round {
  id: string;
  number: number;
  name: string;
  phase: string;
}

interface Estimate {
  estimate_cents: number;
  current_match_cents: number;
  reason?: string;
}

async function rounds(request: APIRequestContext): Promise<Round[]> {
  return ((await (await request.get('/api/rounds/rounds')).json()) as { data: Round[] }).data;
}

async function estimate(request: APIRequestContext, tokens: Tokens, projectId: string, amount: number): Promise<Estimate> {
  const response = await request.get(`/api/projects/${projectId}/estimate?amount=${amount}&currency=USD`, { headers: authHeaders(tokens) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Estimate;
}

const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('the vote page shows what a donation adds to the match, and the figure follows the amount', async ({ page, request }) => {
  const { tokens } = await registerPerson(request, 'Esi');
  // A project of the voting round whose estimate differs between a small and a large gift
  // (not capped, already supported by others).
  const voting = (await rounds(request)).find((round) => round.phase === 'voting');
  if (!voting) throw new Error('no round in voting');
  const listed = (await (await request.get(`/api/projects/preview?filter.round_id=${voting.id}&limit=50`)).json()) as {
    results: { id: string; title: string }[];
  };
  let chosen: { id: string; small: Estimate; large: Estimate } | undefined;
  for (const project of listed.results) {
    const small = await estimate(request, tokens, project.id, 5);
    const large = await estimate(request, tokens, project.id, 500);
    if (!small.reason && !large.reason && small.estimate_cents > 0 && large.estimate_cents > small.estimate_cents) {
      chosen = { id: project.id, small, large };
      break;
    }
  }
  if (!chosen) throw new Error('no project of the voting round gives a growing estimate');

  await signIn(page, tokens);
  await page.goto(`/projects/${chosen.id}/vote`);
  const panel = page.getByTestId('match-estimate');
  await expect(panel.getByTestId('match-estimate-text')).toContainText('Your vote adds');
  await expect(panel).toContainText('Unverified accounts count less in matching than verified people.');
  await expect(panel.getByRole('link', { name: 'Verify your identity to make your support count fully.' })).toHaveAttribute('href', '/verification');

  await page.getByRole('radio', { name: 'Vote with a donation' }).check();
  await page.getByLabel('Amount').fill('5');
  // The figure comes with its context: the project's match now, and that it moves.
  const says = (e: Estimate) =>
    `Your donation adds about ${usd(e.estimate_cents)} to this project's match if voting ended now (its match now: ${usd(e.current_match_cents)}). The figure changes as others vote and give.`;
  await expect(panel.getByTestId('match-estimate-text')).toHaveText(says(chosen.small));
  await page.getByLabel('Amount').fill('500');
  await expect(panel.getByTestId('match-estimate-text')).toHaveText(says(chosen.large));
});

test('published results are linked from home and the projects page, render with their chart, and their downloads verify', async ({ page }) => {
  await page.goto('/home');
  const notice = page.getByTestId('published-results');
  await expect(notice).toBeVisible();
  const name = (await notice.textContent())?.match(/The results of (.+) are public\./)?.[1];
  expect(name).toBeTruthy();
  await notice.getByRole('link', { name: 'See the results' }).click();
  await expect(page).toHaveURL(/\/rounds\/[^/]+\/results$/);
  const roundId = page.url().split('/').at(-2) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: `Results of ${name}` })).toBeVisible();

  // The chart names every project and its match, and the table has one row per project.
  const chart = page.getByTestId('match-chart');
  await expect(chart).toBeVisible();
  const rows = page.getByTestId('result-row');
  expect(await rows.count()).toBeGreaterThan(1);
  const chartLabel = (await chart.getAttribute('aria-label')) ?? '';
  const firstTitle = (await rows.first().getByRole('link').textContent()) ?? '';
  expect(chartLabel).toContain(firstTitle);

  // Downloads: the CSV and JSON agree with the page, and the audit pack recomputes to them.
  const download = async (label: string) => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: label }).click()]);
    const target = test.info().outputPath(file.suggestedFilename());
    await file.saveAs(target);
    return target;
  };
  const csv = readFileSync(await download('Results (CSV)'), 'utf8').trim().split('\n');
  expect(csv[0]).toMatch(/^project_id,/);
  expect(csv.length - 1).toBe(await rows.count());
  const json = JSON.parse(readFileSync(await download('Results (JSON)'), 'utf8')) as { results: unknown[] };
  expect(json.results).toHaveLength(await rows.count());
  const pack = await download('Audit pack (zip)');
  expect(readFileSync(pack).subarray(0, 2).toString('latin1')).toBe('PK');
  const command = (await page.getByTestId('verify-command').textContent()) ?? '';
  expect(command).toBe(`matchpool qf verify ${path.basename(pack)}`);
  const binary = path.resolve(process.env.E2E_BINARY ?? '../target/debug/matchpool');
  const verified = execFileSync(binary, ['qf', 'verify', path.basename(pack)], { cwd: path.dirname(pack), encoding: 'utf8' });
  expect(verified.toLowerCase()).toContain('match');

  // The projects page of that round links the same results.
  await page.goto(`/projects?round_id=${roundId}`);
  await page.getByTestId('published-results').getByRole('link', { name: 'See the results' }).click();
  await expect(page).toHaveURL(new RegExp(`/rounds/${roundId}/results$`));
});

for (const lng of ['en', 'ar'] as const) {
  test(`the results page passes axe in ${lng}`, async ({ page, request }) => {
    const published = (await rounds(request)).find((round) => round.phase === 'results');
    if (!published) throw new Error('no published round');
    await page.goto(`/rounds/${published.id}/results?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);
    await expect(page.getByTestId('match-chart')).toBeVisible();
    await expectNoAxeViolations(page, `results page (${lng})`);
  });
}
