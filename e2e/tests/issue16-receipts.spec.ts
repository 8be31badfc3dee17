import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { authHeaders, expectArabic, registerPerson, signIn, unique, type Tokens } from './support';

// Issue 16, receipts and statements: a person who donated downloads the PDF receipt from their
// history and the year's statement as CSV, in English and in Arabic (right to left).

type Language = 'en' | 'ar';

/** The app's own text for `namespace:dotted.key` in `lng`, with `{{name}}` filled in. */
function text(lng: Language, key: string, values: Record<string, string> = {}): string {
  const [namespace, dotted] = key.split(':') as [string, string];
  const file = path.resolve(`../web/src/locales/${lng}/${namespace}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of dotted.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lng}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A project of the round that is voting (donations are open). */
async function votingProject(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const rounds = (await (await request.get('/api/rounds/rounds')).json()) as { data: { id: string; phase: string }[] };
  const voting = rounds.data.find((round) => round.phase === 'voting');
  if (!voting) throw new Error('no round in voting');
  const page = (await (await request.get(`/api/projects/preview?filter.round_id=${voting.id}`)).json()) as { results: { id: string; title: string }[] };
  const project = page.results[0];
  if (!project) throw new Error('no project in the voting round');
  return project;
}

/** A settled card donation through the API. */
async function donate(request: APIRequestContext, tokens: Tokens, projectId: string): Promise<string> {
  const response = await request.post(`/api/projects/${projectId}/donates`, {
    headers: { ...authHeaders(tokens), 'Idempotency-Key': unique('key') },
    data: { amount: 12, currency: 'USD', payment_type: 'FIAT', card_token: 'tok_visa', rate: 1, anonymous: false },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { donation: { id: string } }).donation.id;
}

for (const lng of ['en', 'ar'] as const) {
  const t = (key: string, values?: Record<string, string>) => text(lng, key, values);

  test(`a donor downloads a receipt and the yearly statement from the history (${lng})`, async ({ page, request }) => {
    const project = await votingProject(request);
    const donor = await registerPerson(request, 'Receipt');
    const donationId = await donate(request, donor.tokens, project.id);
    await signIn(page, donor.tokens);
    await page.goto(`/donations?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);

    const row = page.getByTestId('my-donation').first();
    await expect(row).toContainText(t('donations:state.settled'));
    const receipt = row.getByRole('button', { name: t('donations:receipt.downloadFor', { project: project.title }) });
    await expect(receipt).toHaveText(t('donations:receipt.download'));
    const [pdf] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
    expect(pdf.suggestedFilename()).toBe(`receipt-${donationId}.pdf`);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const statement = page.getByRole('region', { name: t('donations:statement.title') });
    await expect(statement).toContainText(t('donations:statement.hint'));
    const year = new Date().getUTCFullYear();
    const [csv] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: t('donations:statement.csv') }).click()]);
    expect(csv.suggestedFilename()).toBe(`statement-${year}.csv`);
    const lines = (await readFile(await csv.path(), 'utf8')).trim().split('\n');
    expect(lines[0]).toBe('date,donation_id,project,organization,currency,amount,fee,total,reference');
    expect(lines.some((line) => line.includes(donationId) && line.includes(',USD,12.00,'))).toBe(true);
  });
}
