import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, expectArabic, logIn, signIn, unique, type Tokens } from './support';

// This journey freezes a round, which nothing can undo, so it runs on a server of its own
// (fresh demo data) and leaves the shared server's rounds as the other specs expect them.
const port = Number(process.env.E2E_PORT ?? 8181) + 57;
const baseURL = `http://localhost:${port}`;
const binary = path.resolve(process.env.E2E_BINARY ?? '../target/debug/matchpool');
const webDir = path.resolve(process.env.E2E_WEB_DIR ?? '../web/dist');
let server: ChildProcess | undefined;

test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const dataDir = path.resolve(`.tmp/proofs-${Date.now()}`);
  mkdirSync(dataDir, { recursive: true });
  server = spawn(binary, ['--data-dir', dataDir, 'serve', '--demo', '--bind', `127.0.0.1:${port}`], {
    env: {
      ...process.env,
      MATCHPOOL_PUBLIC_URL: baseURL,
      MATCHPOOL_WEB_DIR: webDir,
      MATCHPOOL_LOG: 'warn',
      MATCHPOOL_SIGN_IN_PER_IP_PER_MINUTE: '1000',
      // Registration's confirmation email is another journey's; here people donate at once.
      MATCHPOOL_ACCOUNTS__REQUIRE_VERIFIED_EMAIL: 'false',
    },
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 240; tries += 1) {
    const up = await fetch(`${baseURL}/api/health`).then((r) => r.ok).catch(() => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the proofs server did not start');
});

test.afterAll(() => {
  server?.kill();
});

type Texts = Record<string, unknown>;
/** The app's own words in `language`, so the Arabic journey reads what an Arabic reader reads. */
function texts(language: string, namespace: string): (key: string) => string {
  const file = JSON.parse(readFileSync(path.resolve(`../web/src/locales/${language}/${namespace}.json`), 'utf8')) as Texts;
  return (key) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], file);
    if (typeof value !== 'string') throw new Error(`${language}/${namespace}: no ${key}`);
    return value;
  };
}

async function register(request: APIRequestContext, language: string): Promise<Tokens> {
  const username = unique('d');
  const response = await request.post('/api/auth/register', {
    data: { first_name: 'Proof', last_name: 'Donor', username, email: `${username}@e2e.example.org`, password: 'correct-horse-battery' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const tokens = (await response.json()) as Tokens;
  const saved = await request.patch('/api/me', { data: { language }, headers: authHeaders(tokens) });
  expect(saved.ok(), await saved.text()).toBe(true);
  return tokens;
}

/** Votes with a card donation of `amount` dollars on the vote page, in the page's language; answers the donation's page address. */
async function donate(page: Page, projectId: string, amount: string, language: string): Promise<string> {
  const t = texts(language, 'donations');
  await page.goto(`/projects/${projectId}/vote?lng=${language}`);
  await expect(page.getByRole('heading', { level: 1, name: t('page.heading') })).toBeVisible();
  await page.getByRole('radio', { name: t('form.voteWithDonation') }).check();
  await page.getByLabel(t('form.amount')).fill(amount);
  await page.getByRole('radio', { name: t('form.usdCard') }).check();
  await page.getByLabel(t('form.testCard')).selectOption('tok_visa');
  await page.getByRole('button', { name: t('form.submitVoteAndDonate') }).click();
  const thanks = page.getByRole('dialog', { name: t('result.donatedTitle') });
  await thanks.getByRole('button', { name: t('result.viewStatus') }).click();
  await expect(page).toHaveURL(/\/donations\/[0-9a-f-]+/);
  await expect(page.getByTestId('donation-state')).toHaveText(t('state.settled'));
  return new URL(page.url()).pathname;
}

test('donate, the round is frozen and anchored, then each donor checks their contribution: verified, in English and Arabic', async ({ browser, request }) => {
  const rounds = (await (await request.get('/api/rounds/rounds')).json()) as { data: { id: string; phase: string; number: number }[] };
  const round = rounds.data.find((r) => r.phase === 'voting');
  if (!round) throw new Error('no round in voting');
  const listed = (await (await request.get(`/api/projects/preview?filter.round_id=${round.id}`)).json()) as { results: { id: string; title: string }[] };
  const project = listed.results[0];
  if (!project) throw new Error('no project in the voting round');

  // Donate: an English donor and an Arabic donor, each on the vote page in their language.
  const donors = [
    { language: 'en', amount: '25', tokens: await register(request, 'en') },
    { language: 'ar', amount: '40', tokens: await register(request, 'ar') },
  ];
  const donationPages: string[] = [];
  for (const donor of donors) {
    const context = await browser.newContext({ baseURL, locale: donor.language === 'ar' ? 'ar' : 'en-US' });
    const page = await context.newPage();
    await signIn(page, donor.tokens);
    donationPages.push(await donate(page, project.id, donor.amount, donor.language));
    await context.close();
  }

  // The round's voting ends and the operator freezes it: the results are anchored at once.
  const operator = await logIn(request, 'admin@matchpool.local', 'matchpool-admin');
  const now = new Date().toISOString();
  const ended = await request.patch(`/api/admin/rounds/${round.id}`, { data: { voting_end_at: now, results_at: now }, headers: authHeaders(operator) });
  expect(ended.status(), await ended.text()).toBe(200);
  const freeze = await request.post(`/api/admin/rounds/${round.id}/freeze`, { data: {}, headers: authHeaders(operator) });
  expect([200, 201], await freeze.text()).toContain(freeze.status());
  const frozen = (await freeze.json()) as { summary: { anchor: { tx_id: string } | null } };
  expect(frozen.summary.anchor?.tx_id).toMatch(/^[0-9a-f]{64}$/);

  // Each donor: their donation's page gives the code; its link opens the results page, which
  // checks the proof in the browser against the published root and the anchor on chain.
  for (const [index, donor] of donors.entries()) {
    const d = texts(donor.language, 'donations');
    const p = texts(donor.language, 'proofs');
    const context = await browser.newContext({ baseURL, locale: donor.language === 'ar' ? 'ar' : 'en-US' });
    const page = await context.newPage();
    await signIn(page, donor.tokens);
    await page.goto(`${donationPages[index]}?lng=${donor.language}`);
    if (donor.language === 'ar') await expectArabic(page);
    const check = page.getByRole('region', { name: d('checkCounted.title') });
    const code = (await check.getByTestId('inclusion-code').textContent()) ?? '';
    expect(code).toMatch(new RegExp(`^${round.number}-[0-9a-f]{16}-[0-9a-f]{20}$`));
    await check.getByRole('link', { name: d('checkCounted.link') }).click();
    await expect(page).toHaveURL(new RegExp(`/rounds/${round.id}/results\\?code=${code}`));
    if (donor.language === 'ar') await expectArabic(page);
    const checker = page.getByRole('region', { name: p('checkContribution.title') });
    await expect(checker.getByTestId('anchor-tx')).toHaveText(frozen.summary.anchor?.tx_id ?? '');
    const status = checker.getByRole('status');
    // One row each: a gift to one project, with its vote.
    await expect(status).toContainText(p('checkContribution.verified_one'));
    await expect(status).toContainText(project.title);
    await expect(status.getByTestId('anchor-verdict')).toHaveText(p('anchor.matches'));

    // An altered code opens nothing: the reason shows, in the reader's language.
    await checker.getByLabel(p('checkContribution.codeLabel')).fill(code.slice(0, -1) + (code.endsWith('0') ? '1' : '0'));
    await checker.getByRole('button', { name: p('checkContribution.openCode') }).click();
    await expect(status).toContainText(p('checkContribution.load.proof_unknown_code'));
    await context.close();
  }

  // Offline, as an auditor: the published pack and a donor's proof checked by `matchpool qf
  // verify`, which reads the anchoring transaction from this server's development ledger.
  const dir = path.resolve(`.tmp/proofs-cli-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const pack = await request.get(`/api/rounds/${round.id}/audit-pack`);
  expect(pack.status()).toBe(200);
  writeFileSync(path.join(dir, 'pack.zip'), await pack.body());
  const proof = await request.get(`/api/me/rounds/${round.id}/proof`, { headers: authHeaders(donors[0].tokens) });
  expect(proof.status(), await proof.text()).toBe(200);
  writeFileSync(path.join(dir, 'proof.json'), await proof.body());
  const verify = (...extra: string[]) =>
    spawnSync(binary, ['qf', 'verify', path.join(dir, 'pack.zip'), '--proof', path.join(dir, 'proof.json'), ...extra], { encoding: 'utf8' });
  const checked = verify('--dev-ledger', `${baseURL}/api/dev/ledger/blockfrost`);
  expect(checked.status, checked.stdout + checked.stderr).toBe(0);
  expect(checked.stdout).toContain('proof: VERIFIED');
  expect(checked.stdout).toContain(`anchor: transaction ${frozen.summary.anchor?.tx_id} on dev`);
  expect(checked.stdout).toContain('anchor: VERIFIED');
  // Without the ledger's address the anchor is named but not checked, and says why.
  const unchecked = verify();
  expect(unchecked.status).toBe(0);
  expect(unchecked.stdout).toContain('pass --dev-ledger');
});
