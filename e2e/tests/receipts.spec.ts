import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { donate, expectArabic, localeText, registerPerson, signIn, votingProject } from './support';

// Issue 16, receipts and statements: a person who donated downloads the PDF receipt from their
// history and the year's statement as CSV, in English and in Arabic (right to left).

type Language = 'en' | 'ar';

/** The app's own text for `namespace:dotted.key` in `lng` (support.ts). */
const text = (lng: Language, key: string, values: Record<string, string> = {}) => localeText(lng, key, values);

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
