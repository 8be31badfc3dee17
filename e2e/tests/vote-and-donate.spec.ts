import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { injectWallet } from './cardanoWallet';
import { authHeaders, createProject, expectArabic, expectNoAxeViolations, registerPerson, signIn, unique } from './support';

const PROJECT_WALLET = 'addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz';

interface Preview {
  id: string;
  title: string;
}

/** A project of the round in voting (round 3 of the demo data). */
async function votingProject(request: APIRequestContext): Promise<Preview> {
  const rounds = (await (await request.get('/api/rounds/rounds')).json()) as { data: { id: string; phase: string }[] };
  const voting = rounds.data.find((round) => round.phase === 'voting');
  if (!voting) throw new Error('no round in voting');
  const page = (await (await request.get(`/api/projects/preview?filter.round_id=${voting.id}`)).json()) as { results: Preview[] };
  const project = page.results[0];
  if (!project) throw new Error('no project in the voting round');
  return project;
}

async function openVotePage(page: Page, project: Preview) {
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await page.getByTestId('voting-state').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support this project' })).toBeVisible();
}

async function donateByCard(page: Page, amount: string, card: string) {
  await page.getByRole('radio', { name: 'Vote with a donation' }).check();
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('radio', { name: 'USD (card)' }).check();
  await page.getByLabel('Test card').selectOption(card);
}

async function totalUsd(page: Page): Promise<number> {
  const text = (await page.getByTestId('donation-total-usd').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

test('a person votes, and is told when they vote for the same project again', async ({ page, context, request }) => {
  const project = await votingProject(request);
  const { tokens } = await registerPerson(request, 'Valentina');
  await signIn(page, tokens);
  await openVotePage(page, project);
  // A second tab opened before the vote, to vote twice.
  const second = await context.newPage();
  await second.goto(`/projects/${project.id}/vote`);
  await expect(second.getByRole('radio', { name: 'Vote without a donation' })).toBeChecked();

  await expect(page.getByRole('radio', { name: 'Vote without a donation' })).toBeChecked();
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for voting!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(page.getByTestId('voting-state')).toContainText('You have already voted for this project.');

  await second.getByRole('button', { name: 'Vote', exact: true }).click();
  await expect(second.getByRole('dialog', { name: 'You have already voted for this project.' })).toBeVisible();

  await page.goto(`/projects/${project.id}/vote`);
  await expect(page.getByText('You have already voted for this project. You can still donate.')).toBeVisible();
});

test('a person votes with a card donation: fee and total, success, status page, list and totals', async ({ page, request }) => {
  const project = await votingProject(request);
  const name = unique('Dara');
  const { tokens } = await registerPerson(request, name);
  await signIn(page, tokens);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId('donation-total-usd')).toBeVisible();
  const before = await totalUsd(page);
  await openVotePage(page, project);

  await page.getByRole('radio', { name: 'Vote with a donation' }).check();
  await page.getByRole('button', { name: 'Vote and donate' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('Amount').fill('12.5');
  await page.getByRole('button', { name: 'Vote and donate' }).click();
  await expect(page.getByText('Please enter a whole number without decimals.')).toBeVisible();

  await donateByCard(page, '25', 'tok_visa');
  await expect(page.getByTestId('fee')).toHaveText('$1.25');
  await expect(page.getByTestId('total')).toHaveText('$26.25');
  await page.getByRole('button', { name: 'Vote and donate' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for your donation!' });
  await expect(thanks).toContainText('Your vote was recorded too.');
  await thanks.getByRole('button', { name: 'See donation status' }).click();
  await expect(page).toHaveURL(/\/donations\/[0-9a-f-]+$/);
  await expect(page.getByTestId('donation-state')).toHaveText('Settled');
  await expect(page.getByTestId('donation-reference')).toHaveText(/^pi_/);
  await expect(page.getByTestId('donation-timeline')).toContainText('Initiated');

  await page.getByRole('link', { name: project.title }).click();
  await expect(page.getByTestId('donation-list').getByTestId('donation-item').first()).toContainText(`${name} Person`);
  await expect(page.getByTestId('donation-list').getByTestId('donation-item').first()).toContainText('$25.00');
  await expect.poll(() => totalUsd(page)).toBe(before + 25);
  await expect(page.getByTestId('voting-state')).toContainText('You have already voted for this project.');

  // The history lists it too.
  await page.getByRole('button', { name: 'Open the account menu' }).click();
  await page.getByRole('menuitem', { name: 'My donations' }).click();
  await expect(page.getByTestId('my-donation').first()).toContainText('$25.00');
  await expect(page.getByTestId('my-donation').first()).toContainText('Settled');
});

test('a card that needs 3-D Secure is confirmed after the challenge', async ({ page, request }) => {
  const project = await votingProject(request);
  const name = unique('Tomas');
  const { tokens } = await registerPerson(request, name);
  await signIn(page, tokens);
  await openVotePage(page, project);
  await donateByCard(page, '40', 'tok_threeDSecure2Required');
  await page.getByRole('checkbox', { name: 'Hide my name on the project page' }).check();
  await page.getByRole('button', { name: 'Vote and donate' }).click();
  const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(challenge).toContainText('$42.00');
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for your donation!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'See donation status' }).click();
  await expect(page.getByTestId('donation-state')).toHaveText('Settled');
  await expect(page.getByTestId('donation-timeline')).toContainText('Action required');

  await page.goto(`/projects/${project.id}`);
  const first = page.getByTestId('donation-list').getByTestId('donation-item').first();
  await expect(first).toContainText('Anonymous');
  await expect(first).toContainText('$40.00');
  await expect(page.getByTestId('donation-list')).not.toContainText(name);
});

test('a declined card shows the error and the donation is not listed', async ({ page, request }) => {
  const project = await votingProject(request);
  const name = unique('Ines');
  const { tokens } = await registerPerson(request, name);
  await signIn(page, tokens);
  await openVotePage(page, project);
  await donateByCard(page, '15', 'tok_chargeDeclined');
  await page.getByRole('button', { name: 'Vote and donate' }).click();
  const failure = page.getByRole('dialog', { name: 'Your card was declined.' });
  await expect(failure).toContainText('Check your card details or use a different payment method.');
  await failure.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/vote$/);

  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId('donation-list')).toBeVisible();
  await expect(page.getByTestId('donation-list')).not.toContainText(name);
  // A failed donation records no vote either.
  await expect(page.getByTestId('voting-state')).not.toContainText('You have already voted');
});

test('a person donates ADA from a CIP-30 wallet that signs a server-built transaction', async ({ page, request }) => {
  // Its own project, in the round open for submissions: donations are taken at any time.
  const project = await createProject(request, { wallet_address: PROJECT_WALLET });
  const { tokens } = await registerPerson(request, unique('Kofi'));
  await signIn(page, tokens);
  const wallet = await injectWallet(page);
  const lovelace = async (address: string) =>
    ((await (await request.get(`/api/dev/ledger/balance/${address}`)).json()) as { lovelace: number }).lovelace;
  const projectBefore = await lovelace(PROJECT_WALLET);

  await openVotePage(page, project);
  await expect(page.getByText('Voting is not open for this project right now, but you can still donate.')).toBeVisible();
  await page.getByLabel('Amount').fill('7');
  await page.getByRole('radio', { name: 'ADA (Cardano wallet)' }).check();
  await expect(page.getByRole('listitem').filter({ hasText: 'Lace' })).toContainText('Not installed');
  await expect(page.getByRole('listitem').filter({ hasText: 'Yoroi' })).toContainText('Not installed');
  await page.getByRole('button', { name: 'Connect Test wallet' }).click();
  await expect(page.getByTestId('wallet-connected')).toContainText('Connected to Test wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('10,000 ADA');
  await expect(page.getByText(/not available yet/)).toHaveCount(0);

  const built = page.waitForResponse((response) => response.url().endsWith('/donates/ada/build'));
  await page.getByRole('button', { name: 'Donate', exact: true }).click();
  const payment = (await (await built).json()) as { fee_lovelace: number; pays_to: string; txid: string };
  expect(payment.pays_to).toBe(PROJECT_WALLET);
  const thanks = page.getByRole('dialog', { name: 'Thank you for your donation!' });
  await expect(thanks).toBeVisible();

  // The wallet paid the amount and the fee; the project received exactly the amount.
  const left = 10_000_000_000 - 7_000_000 - payment.fee_lovelace;
  expect(await lovelace(wallet.bech32)).toBe(left);
  expect(await lovelace(PROJECT_WALLET)).toBe(projectBefore + 7_000_000);
  // Shown as every ADA amount a donor sees: at most two decimals (the exact figure is checked above).
  await expect(page.getByTestId('wallet-balance')).toHaveText(`${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(left / 1_000_000)} ADA`);

  await thanks.getByRole('button', { name: 'See donation status' }).click();
  await expect(page.getByTestId('donation-state')).toHaveText('Settled');
  await expect(page.getByTestId('donation-reference')).toHaveText(payment.txid);

  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId('donation-list').getByTestId('donation-item').first()).toContainText('7 ADA');
  await expect(page.getByTestId('donation-totals')).toContainText('Total in ADA');
});

test('declining the signature in the wallet sends nothing', async ({ page, request }) => {
  const project = await createProject(request, { wallet_address: PROJECT_WALLET });
  const { tokens } = await registerPerson(request, unique('Lena'));
  await signIn(page, tokens);
  const wallet = await injectWallet(page, 'Test wallet', { decline: true });
  await openVotePage(page, project);
  await page.getByLabel('Amount').fill('3');
  await page.getByRole('radio', { name: 'ADA (Cardano wallet)' }).check();
  await page.getByRole('button', { name: 'Connect Test wallet' }).click();
  await page.getByRole('button', { name: 'Donate', exact: true }).click();
  const cancelled = page.getByRole('dialog', { name: 'Donation cancelled' });
  await expect(cancelled).toContainText('nothing was sent and no ADA left your wallet');
  const balance = (await (await request.get(`/api/dev/ledger/balance/${wallet.bech32}`)).json()) as { lovelace: number };
  expect(balance.lovelace).toBe(10_000_000_000);
});

test('an organization is told to switch to the personal account to vote', async ({ page, request }) => {
  const project = await votingProject(request);
  const { tokens } = await registerPerson(request, 'Olu');
  const created = await request.post('/api/organizations', {
    data: { name: `Olu Trust ${unique('')}`, shortname: unique('olu').toLowerCase().slice(0, 30), email: 'olu@e2e.example.org' },
    headers: authHeaders(tokens),
  });
  expect(created.status(), await created.text()).toBe(201);
  const organization = (await created.json()) as { id: string };
  await signIn(page, tokens, organization.id);
  await page.goto(`/projects/${project.id}/vote`);
  await expect(page.getByRole('alert').filter({ hasText: 'Please switch to your personal account to vote' })).toBeVisible();
  // No form the server would refuse (issue 14, item 10): one press switches to the person.
  await expect(page.getByRole('button', { name: 'Vote', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Switch to your personal account' }).click();
  await expect(page.getByRole('button', { name: 'Vote', exact: true })).toBeVisible();
});

for (const lng of ['en', 'ar'] as const) {
  test(`the vote page passes axe in ${lng}`, async ({ page, request }) => {
    const project = await votingProject(request);
    const { tokens } = await registerPerson(request, 'Axel');
    await signIn(page, tokens);
    await page.goto(`/projects/${project.id}/vote?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);
    await expect(page.getByRole('radio').first()).toBeVisible();
    await page.getByRole('radio').nth(1).check();
    await expect(page.getByRole('combobox').first()).toBeVisible();
    await expectNoAxeViolations(page, `vote page (${lng})`);
  });
}
