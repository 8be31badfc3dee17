import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  authHeaders,
  createProject,
  demo,
  expectArabic,
  expectNoAxeViolations,
  outbox,
  pngBuffer,
  registerPerson,
  signIn,
  signInAs,
  type Tokens,
} from './support';

// Issue 33, organizations as teams: an owner invites a person by email, the person accepts the
// emailed link, acts for the organization, is removed, and can no longer act for it.

const ORGANIZATION = 'Green Earth Collective';

/** The last invitation emailed to `email`, decoded from the server's outbox: its subject, body and link's token. */
async function emailedInvitation(email: string) {
  let found: { subject: string; body: string; token: string } | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await outbox()).filter((entry) => entry.to === email && entry.body.includes('/invitations/')).at(-1);
        const token = mail && /\/invitations\/([0-9a-f]{64})/.exec(mail.body)?.[1];
        found = mail && token ? { subject: mail.subject, body: mail.body, token } : undefined;
        return found?.token;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return found ?? { subject: '', body: '', token: '' };
}

/** A second browser, signed in as `tokens`, in English or Arabic. */
async function personPage(browser: Browser, tokens: Tokens, locale: 'en-US' | 'ar' = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale, timezoneId: 'UTC' });
  const page = await context.newPage();
  await signIn(page, tokens);
  return page;
}

const openAccountMenu = (page: Page, name = 'Open the account menu') => page.getByRole('button', { name }).click();

test('an invited person joins by the emailed link, posts an update for the organization, and once removed can no longer act for it', async ({
  browser,
  page,
  request,
}) => {
  const project = await createProject(request);
  const invitee = await registerPerson(request, 'Iris');

  // The owner opens the Members page from the account menu and invites the address.
  const owner = await signInAs(page, request, demo.ana, ORGANIZATION);
  const organizationId = owner.organization?.id ?? '';
  await page.goto('/home');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Members' }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${organizationId}/members$`));
  await expect(page.getByRole('heading', { level: 1, name: `Members of ${ORGANIZATION}` })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByRole('textbox', { name: 'Email address' }).fill(invitee.email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('status')).toHaveText(`Invitation sent to ${invitee.email}. The link works once, for seven days.`);
  await expect(page.getByRole('region', { name: 'Pending invitations' })).toContainText(invitee.email);

  // The email, in the invitee's language, carries the link.
  const email = await emailedInvitation(invitee.email);
  expect(email.subject).toBe(`Join ${ORGANIZATION} on Matchpool`);
  expect(email.body).toContain(`to join ${ORGANIZATION} on Matchpool as a member`);

  // The invitee opens it signed in, and accepts.
  const guest = await personPage(browser, invitee.tokens);
  await guest.goto(`/invitations/${email.token}`);
  const offer = guest.getByTestId('invitation');
  await expect(offer.getByRole('heading', { name: `Join ${ORGANIZATION}` })).toBeVisible();
  await expect(offer).toContainText(`You are invited to join ${ORGANIZATION} on Matchpool as: Member.`);
  await expectNoAxeViolations(guest, 'the invitation page');
  await offer.getByRole('button', { name: 'Accept and join' }).click();
  await expect(guest.getByRole('status')).toHaveText(`Welcome to ${ORGANIZATION}. You can now switch to it from your account menu.`);

  // The link works once.
  await guest.reload();
  await expect(guest.getByRole('alert')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Accept and join' })).toHaveCount(0);

  // The invitee switches to the organization and posts an update on its project.
  await guest.goto(`/projects/${project.id}`);
  await openAccountMenu(guest);
  await guest.getByRole('menuitem', { name: new RegExp(ORGANIZATION) }).click();
  await openAccountMenu(guest);
  await expect(guest.getByTestId('current-identity')).toContainText(ORGANIZATION);
  await guest.keyboard.press('Escape');
  const updates = guest.getByRole('region', { name: 'Updates' });
  await updates.getByRole('button', { name: 'Post an update' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Post an update' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Iris joined the seed bank team');
  await dialog.getByRole('textbox', { name: 'Update' }).fill('Posted by a new member of the team.');
  await dialog.getByRole('button', { name: 'Post update' }).click();
  await expect(dialog).toBeHidden();
  await expect(updates.getByRole('article', { name: 'Iris joined the seed bank team' })).toBeVisible();

  // The owner sees the new member and removes them, after confirming.
  await page.reload();
  const member = page.getByTestId('member').filter({ hasText: invitee.email });
  await expect(member).toContainText('Iris Person');
  await expect(page.getByRole('region', { name: 'Pending invitations' })).not.toContainText(invitee.email);
  await member.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Iris Person?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('members-section').getByRole('status')).toHaveText('Iris Person was removed.');
  await expect(page.getByTestId('member').filter({ hasText: invitee.email })).toHaveCount(0);

  // Removed: the organization is gone from their account menu, the page offers no update, and
  // the server refuses a write in its name.
  await guest.goto(`/projects/${project.id}`);
  await expect(updates.getByRole('article', { name: 'Iris joined the seed bank team' })).toBeVisible();
  await expect(updates.getByRole('button', { name: 'Post an update' })).toHaveCount(0);
  await openAccountMenu(guest);
  await expect(guest.getByTestId('current-identity')).toContainText('Iris Person');
  await expect(guest.getByRole('menuitem', { name: new RegExp(ORGANIZATION) })).toHaveCount(0);
  await guest.keyboard.press('Escape');
  const refused = await request.post(`/api/projects/${project.id}/updates`, {
    headers: authHeaders(invitee.tokens, organizationId),
    data: { title: 'Still here?', body: 'No.' },
  });
  expect(refused.status()).toBe(403);
  await guest.goto(`/organizations/${organizationId}/members`);
  await expect(guest.getByRole('alert')).toBeVisible();
  await expect(guest.getByTestId('members-section')).toHaveCount(0);
});

test('in Arabic, the invitation email, the invitation page and the members page read right to left', async ({ browser, page, request }) => {
  const invitee = await registerPerson(request, 'Iris');
  const language = await request.patch('/api/me', { data: { language: 'ar' }, headers: authHeaders(invitee.tokens) });
  expect(language.ok(), await language.text()).toBe(true);

  const owner = await signInAs(page, request, demo.ana, ORGANIZATION);
  const organizationId = owner.organization?.id ?? '';
  await page.goto(`/organizations/${organizationId}/members?lng=ar`);
  await expectArabic(page);
  const invite = page.getByRole('region', { name: 'دعوة شخص' });
  await invite.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(invitee.email);
  await invite.getByRole('button', { name: 'إرسال الدعوة' }).click();
  await expect(invite.getByRole('status')).toContainText(invitee.email);

  // The invitee has an account in Arabic: the email is in Arabic, whatever the owner reads.
  const email = await emailedInvitation(invitee.email);
  expect(email.subject).toBe(`انضم إلى ${ORGANIZATION} على Matchpool`);
  expect(email.body).toContain('عضوًا');

  const guest = await personPage(browser, invitee.tokens, 'ar');
  await guest.goto(`/invitations/${email.token}?lng=ar`);
  await expectArabic(guest);
  const offer = guest.getByTestId('invitation');
  await expect(offer.getByRole('heading', { name: `انضم إلى ${ORGANIZATION}` })).toBeVisible();
  await expect(offer).toContainText('بصفة: عضو');
  await expectNoAxeViolations(guest, 'the invitation page in Arabic');
  await offer.getByRole('button', { name: 'قبول والانضمام' }).click();
  await expect(guest.getByRole('status')).toContainText(`مرحبًا بك في ${ORGANIZATION}`);

  // As a member they see the team, and may not manage it.
  await guest.goto(`/organizations/${organizationId}/members?lng=ar`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(`أعضاء ${ORGANIZATION}`);
  await expect(guest.getByTestId('member').filter({ hasText: 'Iris Person' }).getByTestId('member-role')).toHaveText('عضو');
  await expect(guest.getByRole('region', { name: 'دعوة شخص' })).toHaveCount(0);

  // Removed by the owner, they can no longer open it.
  await page.reload();
  const member = page.getByTestId('member').filter({ hasText: invitee.email });
  await member.getByRole('button', { name: 'إزالة' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'إزالة' }).click();
  await expect(page.getByTestId('members-section').getByRole('status')).toContainText('تمت إزالة Iris Person');
  await guest.reload();
  await expectArabic(guest);
  await expect(guest.getByRole('alert')).toBeVisible();
  await expect(guest.getByTestId('members-section')).toHaveCount(0);
});

test('an owner gives the organization a logo and social links; its public page and its project pages show them', async ({ browser, page, request }) => {
  const project = await createProject(request);
  await signInAs(page, request, demo.ana, ORGANIZATION);
  await page.goto('/settings');
  const profile = page.getByRole('region', { name: 'Organization profile' });
  await profile.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngBuffer(600, 600) });
  await expect(profile.getByRole('button', { name: 'Remove the logo' })).toBeVisible();
  await expect(profile.getByRole('img', { name: `Logo of ${ORGANIZATION}` }).locator('img')).toHaveAttribute('src', /-480w\.webp$/);
  const links = profile.getByRole('textbox', { name: 'Social links' });
  await links.fill('https://mastodon.example.org/@green-earth\nnot a link');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Enter a full web address, starting with https://')).toBeVisible();
  await links.fill('https://mastodon.example.org/@green-earth\nhttps://x.com/green_earth');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Profile saved.');
  await expectNoAxeViolations(page, 'the settings page with the organization profile');

  // A visitor follows the project page's organization link to its public page.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US', timezoneId: 'UTC' });
  const visitor = await context.newPage();
  await visitor.goto(`/projects/${project.id}`);
  await visitor.getByRole('link', { name: ORGANIZATION }).first().click();
  await expect(visitor).toHaveURL(/\/organizations\/green-earth$/);
  await expect(visitor.getByRole('heading', { level: 1, name: ORGANIZATION })).toBeVisible();
  const socials = visitor.getByRole('list', { name: 'Website and social links' });
  await expect(socials.getByRole('link')).toHaveText([/green-earth\.example\.org/, /mastodon\.example\.org\/@green-earth/, /x\.com\/green_earth/]);
  await expect(visitor.getByRole('heading', { name: project.title })).toBeVisible();
  await expectNoAxeViolations(visitor, 'the organization page');

  await visitor.goto('/organizations/green-earth?lng=ar');
  await expectArabic(visitor);
  await expect(visitor.getByRole('heading', { name: 'المشاريع' })).toBeVisible();
  await expect(visitor.getByText('موثّقة')).toBeVisible();
});
