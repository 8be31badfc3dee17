import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { authHeaders, createProject, expectArabic, expectNoAxeViolations, logIn, registerPerson, signIn, unique, type Tokens } from './support';

// Issue 10, the money paths a person and an operator see: a 3-D Secure payment the person gives
// up shows as canceled (not "action required" forever), and an operator's refund takes the money
// out of the project's total and shows as refunded in the donor's history.

const OPERATOR = { email: 'admin@matchpool.local', password: 'matchpool-admin' };

async function totalUsd(page: Page): Promise<number> {
  const text = (await page.getByTestId('donation-total-usd').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

/** A settled card donation made through the API, as the donate button would. */
async function donateByApi(request: APIRequestContext, tokens: Tokens, projectId: string, amount: number): Promise<string> {
  const response = await request.post(`/api/projects/${projectId}/donates`, {
    headers: { ...authHeaders(tokens), 'Idempotency-Key': unique('key') },
    data: { amount, currency: 'USD', payment_type: 'FIAT', card_token: 'tok_visa', rate: 1, anonymous: false },
  });
  expect(response.status(), await response.text()).toBe(201);
  const answer = (await response.json()) as { donation: { id: string; state: string } };
  expect(answer.donation.state).toBe('settled');
  return answer.donation.id;
}

/** A second person in the same browser: their own context, so the sessions do not mix. */
async function pageFor(browser: Browser, tokens: Tokens): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, tokens);
  return page;
}

test('a person who cancels the 3-D Secure check sees the donation as canceled in the history', async ({ page, request }) => {
  const project = await createProject(request);
  const { tokens } = await registerPerson(request, unique('Noor'));
  await signIn(page, tokens);
  await page.goto(`/projects/${project.id}/vote?lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Support this project' })).toBeVisible();
  await page.getByLabel('Amount').fill('40');
  await page.getByRole('radio', { name: 'USD (card)' }).check();
  await page.getByLabel('Test card').selectOption('tok_threeDSecure2Required');
  await page.getByRole('button', { name: 'Donate', exact: true }).click();

  const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(challenge).toContainText('$42.00');
  await challenge.getByRole('button', { name: 'Cancel payment' }).click();
  const canceled = page.getByRole('dialog', { name: 'Payment canceled' });
  await expect(canceled).toContainText('nothing was charged');
  await canceled.getByRole('button', { name: 'See donation status' }).click();

  await expect(page).toHaveURL(/\/donations\/[0-9a-f-]+$/);
  await expect(page.getByTestId('donation-state')).toHaveText('Canceled');
  await expect(page.getByTestId('donation-final-notice')).toContainText('You were not charged.');
  const timeline = page.getByTestId('donation-timeline');
  await expect(timeline).toContainText('Action required');
  await expect(timeline).toContainText('Canceled');
  // Only the steps it went through: nothing "not yet", no settlement it never reached.
  await expect(timeline).not.toContainText('not yet');
  await expect(timeline).not.toContainText('Settled');
  await expect(page.getByRole('button', { name: 'Cancel this payment' })).toHaveCount(0);

  await page.goto('/donations?lng=en');
  const row = page.getByTestId('my-donation').first();
  await expect(row).toContainText(project.title);
  await expect(row).toContainText('$40.00');
  await expect(row).toContainText('Canceled');

  await page.goto('/donations?lng=ar');
  await expectArabic(page);
  await expect(page.getByTestId('my-donation').first()).toContainText('ملغى');
});

test('an operator refund lowers the project total and the donor sees it refunded, in English and Arabic', async ({ page, browser, request }) => {
  const project = await createProject(request);
  const donorName = unique('Samir');
  const donor = await registerPerson(request, donorName);
  await donateByApi(request, donor.tokens, project.id, 30);

  const donorPage = await pageFor(browser, donor.tokens);
  await donorPage.goto(`/projects/${project.id}?lng=en`);
  await expect(donorPage.getByTestId('donation-total-usd')).toBeVisible();
  const before = await totalUsd(donorPage);
  expect(before).toBeGreaterThanOrEqual(30);

  await signIn(page, await logIn(request, OPERATOR.email, OPERATOR.password));
  await page.goto('/admin?lng=en');
  await page.getByRole('link', { name: /Donations/ }).click();
  await expect(page).toHaveURL(/\/admin\/donations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();

  // Only this project's donations, found by its title.
  await page.getByRole('combobox', { name: 'Project' }).fill(project.title);
  await page.getByRole('option', { name: project.title }).click();
  const row = page.getByTestId('admin-donation').filter({ hasText: `${donorName} Person` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$30.00');
  await expect(row).toContainText('Settled');
  await expectNoAxeViolations(page, '/admin/donations');

  await row.getByRole('button', { name: /^Refund/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this donation?' });
  await expect(dialog).toContainText('$30.00');
  await dialog.getByLabel('Reason (optional)').fill('Duplicate payment');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText('The donation of $30.00 was refunded.');
  await expect(row).toContainText('Refunded');
  await expect(row.getByRole('button', { name: /^Refund/ })).toHaveCount(0);

  await page.goto('/admin/donations?lng=ar');
  await expectArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: 'التبرعات' })).toBeVisible();
  await expect(page.getByTestId('admin-donation').first()).toBeVisible();
  await expectNoAxeViolations(page, '/admin/donations in Arabic');

  // The money left the project's total.
  await donorPage.goto(`/projects/${project.id}?lng=en`);
  await expect.poll(() => totalUsd(donorPage)).toBe(before - 30);

  await donorPage.goto('/donations?lng=en');
  const mine = donorPage.getByTestId('my-donation').first();
  await expect(mine).toContainText('Refunded');
  await mine.getByRole('link', { name: 'View status' }).click();
  await expect(donorPage.getByTestId('donation-state')).toHaveText('Refunded');
  await expect(donorPage.getByTestId('donation-final-notice')).toContainText('Duplicate payment');

  await donorPage.goto('/donations?lng=ar');
  await expectArabic(donorPage);
  await expect(donorPage.getByTestId('my-donation').first()).toContainText('مُسترد');
  await donorPage.context().close();
});
