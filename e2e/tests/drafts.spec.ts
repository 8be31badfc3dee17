import { expect, test, type Browser, type APIRequestContext, type Page } from '@playwright/test';
import { demo, expectArabic, localeText, signInAs, unique } from './support';

/** A browser of its own (another device), signed in as Ana acting for Green Earth Collective. */
async function device(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { organization } = await signInAs(page, request, demo.ana, 'Green Earth Collective');
  return { context, page, organizationId: organization!.id };
}

/** A draft's button or link in "My drafts": its action, then (for screen readers) the draft's name. */
const action = (verb: string, title: string) => new RegExp(`^${verb}\\s*:\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The wizard's save status, which screen readers hear politely. */
const saveStatus = (page: Page) => page.locator('.mp-wizard-save-status[role="status"]');

test('a draft saved on one device opens on another, and a conflict asks which copy to keep', async ({ browser, request }) => {
  const title = `Solar kiosks ${unique('')}`;
  const laptop = await device(browser, request);
  await laptop.page.goto('/create');
  await laptop.page.getByRole('link', { name: 'Start', exact: true }).click();
  await laptop.page.getByLabel('Project name').fill(title);
  await laptop.page.getByLabel('Summary').fill('Shared solar kiosks for market traders.');
  await expect(saveStatus(laptop.page)).toHaveAttribute('aria-live', 'polite');
  await expect(saveStatus(laptop.page)).toHaveText(/^Saved at /);

  // Another device: the draft is in "My drafts" and opens with what was typed.
  const phone = await device(browser, request);
  await phone.page.goto(`/dashboard/${phone.organizationId}`);
  const drafts = phone.page.getByRole('region', { name: 'My drafts' });
  await expect(drafts.getByText(title, { exact: true })).toBeVisible();
  await drafts.getByRole('link', { name: action('Continue', title) }).click();
  await expect(phone.page).toHaveURL(/\/create\/step-1\?edit=/);
  await expect(phone.page.getByLabel('Project name')).toHaveValue(title);
  await expect(phone.page.getByLabel('Summary')).toHaveValue('Shared solar kiosks for market traders.');

  // The laptop loses its connection and goes on typing: kept on the laptop only.
  await laptop.context.setOffline(true);
  await laptop.page.getByLabel('Project name').fill(`${title}, laptop`);
  await expect(saveStatus(laptop.page)).toHaveText('Offline: kept on this device, saved when you are back online');

  // Meanwhile the phone saves its own change.
  const saved = phone.page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/projects/'));
  await phone.page.getByLabel('Project name').fill(`${title}, phone`);
  expect((await saved).status()).toBe(200);

  // Back online, the laptop's save is refused and the person chooses, seeing both versions.
  await laptop.context.setOffline(false);
  const conflict = laptop.page.getByRole('alertdialog', { name: 'This draft was changed in two places' });
  await expect(conflict).toBeVisible();
  await expect(conflict.locator('[data-version="local"]')).toContainText(`${title}, laptop`);
  await expect(conflict.locator('[data-version="server"]')).toContainText(`${title}, phone`);
  await expect(conflict.locator('[data-version="server"]')).toContainText(/changed \d/);
  await conflict.getByRole('button', { name: 'Keep the saved version' }).click();
  await expect(conflict).toBeHidden();
  await expect(laptop.page.getByLabel('Project name')).toHaveValue(`${title}, phone`);
  await expect(saveStatus(laptop.page)).toHaveText(/^Saved at /);

  // Deleting it from "My drafts" removes it everywhere.
  await phone.page.goto(`/dashboard/${phone.organizationId}`);
  await drafts.getByRole('button', { name: action('Delete', `${title}, phone`) }).click();
  await phone.page.getByRole('dialog').getByRole('button', { name: 'Delete draft' }).click();
  await expect(drafts.getByText(`${title}, phone`, { exact: true })).toBeHidden();
  await laptop.page.goto(`/dashboard/${laptop.organizationId}`);
  await expect(laptop.page.getByRole('region', { name: 'My drafts' })).toBeVisible();
  await expect(laptop.page.getByText(`${title}, phone`, { exact: true })).toBeHidden();
  await laptop.context.close();
  await phone.context.close();
});

test('the draft is saved and listed in Arabic, right to left', async ({ browser, request }) => {
  const title = `أكشاك شمسية ${unique('')}`;
  const laptop = await device(browser, request);
  await laptop.page.goto('/create?lng=ar');
  await expectArabic(laptop.page);
  await laptop.page.getByRole('link', { name: localeText('ar', 'projectForm:start.begin'), exact: true }).click();
  await laptop.page.getByLabel(localeText('ar', 'projectForm:fields.title')).fill(title);
  const savedPrefix = localeText('ar', 'projectForm:drafts.saved').trim();
  await expect(saveStatus(laptop.page)).toContainText(savedPrefix);

  await laptop.page.goto(`/dashboard/${laptop.organizationId}?lng=ar`);
  await expectArabic(laptop.page);
  const drafts = laptop.page.getByRole('region', { name: localeText('ar', 'projectForm:drafts.listTitle') });
  await expect(drafts.getByText(title, { exact: true })).toBeVisible();
  await drafts.getByRole('button', { name: action(localeText('ar', 'projectForm:drafts.delete'), title) }).click();
  await laptop.page.getByRole('dialog').getByRole('button', { name: localeText('ar', 'projectForm:drafts.deleteConfirm') }).click();
  await expect(drafts.getByText(title, { exact: true })).toBeHidden();
  await laptop.context.close();
});
