import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, expectArabic, expectNoAxeViolations, localeText, registerPerson, signIn, type Tokens } from './support';

// Issue 36, a first-time donor on a phone (390 × 844), in English and Arabic: from a project page
// (Vote and Donate stay on screen) to a donation and its receipt; a cart in ADA with a project
// that has no Cardano wallet (named before paying, with a way out); and a capped project, whose
// estimates are never negative and say what a gift to it does.

type Language = 'en' | 'ar';
const PHONE = { width: 390, height: 844 };

interface Preview {
  id: string;
  title: string;
}

interface Detail extends Preview {
  wallet_address?: string | null;
}

/** The projects of the round in voting, each as its page reads it. */
async function votingProjects(request: APIRequestContext): Promise<Detail[]> {
  const rounds = (await (await request.get('/api/rounds/rounds')).json()) as { data: { id: string; phase: string }[] };
  const voting = rounds.data.find((round) => round.phase === 'voting');
  if (!voting) throw new Error('no round in voting');
  const page = (await (await request.get(`/api/projects/preview?filter.round_id=${voting.id}&limit=50`)).json()) as { results: Preview[] };
  return Promise.all(page.results.map(async (preview) => (await (await request.get(`/api/projects/${preview.id}`)).json()) as Detail));
}

/** A new person, signed in, speaking `lng`. */
async function newDonor(page: Page, request: APIRequestContext, lng: Language): Promise<Tokens> {
  const { tokens } = await registerPerson(request, lng === 'ar' ? 'Layla' : 'Dana');
  const saved = await request.patch('/api/me', { data: { language: lng }, headers: authHeaders(tokens) });
  expect(saved.ok(), await saved.text()).toBe(true);
  await signIn(page, tokens);
  return tokens;
}

/** Nothing on the page is wider than the phone (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page is no wider than the phone').toBeLessThanOrEqual(PHONE.width);
}

for (const lng of ['en', 'ar'] as const) {
  const t = (key: string, values?: Record<string, string>) => localeText(lng, key, values);

  test(`a donor on a phone gives from a project page and gets a receipt (${lng})`, async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await newDonor(page, request, lng);
    const project = (await votingProjects(request))[0];
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    if (lng === 'ar') await expectArabic(page);
    // Vote and Donate are on screen at once, without scrolling past the story, and stay there.
    const bar = page.getByTestId('project-action-bar');
    await expect(bar.getByRole('link', { name: t('projects:voting.vote'), exact: true })).toBeInViewport();
    await expect(bar.getByRole('link', { name: t('projects:voting.donate'), exact: true })).toBeInViewport();
    await page.mouse.wheel(0, 1500);
    await expect(bar.getByRole('link', { name: t('projects:voting.donate'), exact: true })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `the project page on a phone (${lng})`);

    await bar.getByRole('link', { name: t('projects:voting.donate'), exact: true }).click();
    await expect(page.getByRole('radio', { name: t('donations:form.voteWithDonation') })).toBeChecked();
    await page.getByRole('textbox', { name: t('donations:form.amount') }).fill('10');
    await page.getByRole('button', { name: t('donations:form.submitVoteAndDonate') }).click();
    const thanks = page.getByRole('dialog', { name: t('donations:result.donatedTitle') });
    await expect(thanks).toBeVisible();
    await thanks.getByRole('button', { name: t('donations:result.viewStatus') }).click();
    await expect(page.getByTestId('donation-state')).toHaveText(t('donations:state.settled'));
    await expect(page.getByRole('button', { name: t('donations:receipt.download') })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test(`a 3-D Secure donation left unfinished can be finished from its page (${lng})`, async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const tokens = await newDonor(page, request, lng);
    const project = (await votingProjects(request))[1];
    const started = await request.post(`/api/projects/${project.id}/donates`, {
      headers: { ...authHeaders(tokens), 'Idempotency-Key': `e2e-3ds-${lng}-${Date.now()}` },
      data: { amount: 7, currency: 'USD', payment_type: 'FIAT', card_token: 'tok_threeDSecure2Required', rate: 1, anonymous: false },
    });
    expect(started.status(), await started.text()).toBe(202);
    const { donation } = (await started.json()) as { donation: { id: string } };
    await page.goto(`/donations/${donation.id}`);
    await expect(page.getByTestId('donation-state')).toHaveText(t('donations:state.action_required'));
    await expect(page.getByRole('button', { name: t('donations:status.cancel') })).toBeVisible();
    await page.getByTestId('finish-bank-check').click();
    const bank = page.getByRole('dialog', { name: t('donations:threeDs.title') });
    await bank.getByRole('button', { name: t('donations:threeDs.complete') }).click();
    await expect(page.getByTestId('donation-state')).toHaveText(t('donations:state.settled'));
    await expect(page.getByTestId('finish-bank-check')).toHaveCount(0);
  });

  test(`an ADA cart names the project without a wallet before paying (${lng})`, async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const tokens = await newDonor(page, request, lng);
    const projects = await votingProjects(request);
    const withWallet = projects.find((project) => project.wallet_address);
    const without = projects.find((project) => !project.wallet_address);
    if (!withWallet || !without) throw new Error('the voting round needs a project with a wallet and one without');
    const saved = await request.put('/api/me/cart', {
      headers: authHeaders(tokens),
      data: { items: [withWallet, without].map((project) => ({ project_id: project.id, amount: 10, currency: 'USD' })) },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await page.getByRole('radio', { name: t('donations:form.ada') }).check();
    const warning = page.getByTestId('cart-no-wallet');
    await expect(warning).toContainText(t('donations:cart.noWalletTitle'));
    await expect(warning).toContainText(without.title);
    await expect(warning).not.toContainText(withWallet.title);
    await expect(page.getByTestId('pay-in-ada')).toBeDisabled();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `the ADA cart with a project without a wallet (${lng})`);
    // Pay it by card instead: the whole cart goes back to the card.
    await warning.getByRole('button', { name: t('donations:cart.noWalletPayByCard') }).click();
    await expect(page.getByRole('radio', { name: t('donations:form.usdCard') })).toBeChecked();
    await expect(warning).toHaveCount(0);
    // Or take it out of the cart and pay the rest in ADA.
    await page.getByRole('radio', { name: t('donations:form.ada') }).check();
    await page.getByTestId('cart-no-wallet').getByRole('button', { name: t('donations:cart.noWalletRemove', { project: without.title }) }).click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-no-wallet')).toHaveCount(0);
    await expect(page.getByTestId('cart-line')).toContainText(withWallet.title);
  });

  test(`a capped project: never a negative figure, and what a gift to it does, said plainly (${lng})`, async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const tokens = await newDonor(page, request, lng);
    const projects = await votingProjects(request);
    let found: Detail | undefined;
    for (const project of projects) {
      const estimate = (await (await request.get(`/api/projects/${project.id}/estimate?amount=35`, { headers: authHeaders(tokens) })).json()) as { capped: boolean; estimate_cents: number };
      expect(estimate.estimate_cents, `${project.title}: never negative`).toBeGreaterThanOrEqual(0);
      if (estimate.capped) found = project;
    }
    if (!found) throw new Error('the demo data needs a capped project in the voting round');
    const capped = found;
    // The cart of the issue: $35 to the capped project said "adds about -$35.00".
    const saved = await request.put('/api/me/cart', {
      headers: authHeaders(tokens),
      data: { items: [{ project_id: capped.id, amount: 35, currency: 'USD' }] },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-estimate')).toHaveText(t('donations:cart.estimateNone'));
    await expect(page.getByTestId('cart-estimate')).not.toContainText('-');
    await expect(page.getByTestId('cart-capped')).toHaveText(t('donations:cart.capped', { project: capped.title }));
    await expectNoSidewaysScroll(page);

    await page.goto(`/projects/${capped.id}/vote?give=donate`);
    await page.getByRole('textbox', { name: t('donations:form.amount') }).fill('35');
    await expect(page.getByTestId('match-estimate-text')).toHaveText(t('results:estimate.reasons.capped'));
    await page.goto(`/projects/${capped.id}`);
    await expect(page.getByTestId('voting-state')).toContainText(t('projects:voting.open'));
  });
}
