import { expect, test } from '@playwright/test';
import { createProject, expectArabic, registerPerson, signIn, unique } from './support';

// Issue 14: the first-time journey. The Matchpool test wallet lets a person try an ADA donation
// on the development ledger with test money; addresses read in bech32.
const PROJECT_WALLET = 'addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz';

test('a person donates test ADA with the Matchpool test wallet', async ({ page, request }) => {
  const project = await createProject(request, { wallet_address: PROJECT_WALLET });
  const { tokens } = await registerPerson(request, unique('Imani'));
  await signIn(page, tokens);
  const lovelace = async (address: string) =>
    ((await (await request.get(`/api/dev/ledger/balance/${address}`)).json()) as { lovelace: number }).lovelace;
  const projectBefore = await lovelace(PROJECT_WALLET);

  await page.goto(`/projects/${project.id}/vote`);
  await expect(page.getByRole('heading', { level: 1, name: 'Support this project' })).toBeVisible();
  await page.getByLabel('Amount').fill('4');
  await page.getByRole('radio', { name: 'ADA (Cardano wallet)' }).check();
  const testWallet = page.getByRole('listitem').filter({ hasText: 'Matchpool test wallet' });
  await expect(testWallet).toContainText('Test ADA on the development network, not real money');
  await page.getByRole('button', { name: 'Connect Matchpool test wallet' }).click();
  const connected = page.getByTestId('wallet-connected');
  await expect(connected).toContainText('Connected to Matchpool test wallet');
  await expect(connected).toContainText('not real money');
  await expect(connected).toContainText(/addr_test1\w+…\w+/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('10,000 ADA');

  await page.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your donation!' })).toBeVisible();
  expect(await lovelace(PROJECT_WALLET)).toBe(projectBefore + 4_000_000);
});

test('the test wallet is offered in Arabic as test money', async ({ page, request }) => {
  const project = await createProject(request, { wallet_address: PROJECT_WALLET });
  const { tokens } = await registerPerson(request, unique('Layla'));
  await signIn(page, tokens);
  await page.goto(`/projects/${project.id}/vote?lng=ar`);
  await expectArabic(page);
  await page.getByRole('radio', { name: /ADA/ }).check();
  await expect(page.getByRole('listitem').filter({ hasText: 'محفظة Matchpool التجريبية' })).toContainText('ليست أموالًا حقيقية');
});

test('a shared project link carries its own preview tags', async ({ request }) => {
  const project = await createProject(request, { wallet_address: PROJECT_WALLET });
  const html = await (await request.get(`/projects/${project.id}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${project.title}" />`);
  expect(html).toContain(`/projects/${project.id}" />`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: ');
});
