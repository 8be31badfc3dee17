import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { authHeaders, emailedMatch, emailedToken, expectArabic, expectNoAxeViolations, localeText, registerPerson, signIn, unique } from './support';

// Issue 13, leaving: changing the email address through the link sent to the new one, downloading
// one's data, and deleting the account (refused to the only owner of an organization with other members) in Settings.

const texts = {
  en: {
    changeForm: 'Change your email address',
    newEmail: 'New email address',
    password: 'Your password',
    send: 'Send confirmation link',
    sent: 'We emailed a link to',
    changed: 'Your email address is changed.',
    download: 'Download my data',
    deleteForm: 'Delete my account',
    start: 'Delete my account',
    confirm: 'Delete my account for good',
    deletePassword: 'Your password',
    wrongPassword: 'Your current password is not correct.',
    soleOwner: 'You are the only owner of an organization with other members.',
    goodbye: 'Your account is deleted',
  },
  ar: {
    changeForm: 'تغيير عنوان بريدك الإلكتروني',
    newEmail: 'عنوان البريد الإلكتروني الجديد',
    password: 'كلمة مرورك',
    send: 'إرسال رابط التأكيد',
    sent: 'أرسلنا رابطًا إلى',
    changed: 'تم تغيير عنوان بريدك الإلكتروني.',
    download: 'تنزيل بياناتي',
    deleteForm: 'حذف حسابي',
    start: 'حذف حسابي',
    confirm: 'حذف حسابي نهائيًا',
    deletePassword: 'كلمة المرور',
    wrongPassword: 'كلمة المرور الحالية غير صحيحة.',
    soleOwner: 'أنت المالك الوحيد لمنظمة لها أعضاء آخرون.',
    goodbye: 'تم حذف حسابك',
  },
} as const;

for (const lng of ['en', 'ar'] as const) {
  const t = texts[lng];

  test(`a person changes their email through the link, downloads their data and deletes their account (${lng})`, async ({ page, request }) => {
    const { tokens, email, password } = await registerPerson(request, unique('Lea'));
    await signIn(page, tokens);
    await page.goto(`/settings?lng=${lng}`);
    if (lng === 'ar') await expectArabic(page);

    // Change the email address: nothing changes until the new address's link is opened.
    const newEmail = `${unique('moved')}@e2e.example.org`;
    const change = page.getByRole('form', { name: t.changeForm });
    await change.getByLabel(t.newEmail).fill(newEmail);
    await change.getByLabel(t.password).fill(password);
    await change.getByRole('button', { name: t.send }).click();
    await expect(change.getByRole('status')).toContainText(`${t.sent} ${newEmail}`);
    const before = (await (await request.get('/api/me', { headers: authHeaders(tokens) })).json()) as { email: string };
    expect(before.email).toBe(email);
    const token = await emailedToken(newEmail, '/confirm-email-change');
    await page.goto(`/confirm-email-change?token=${token}&lng=${lng}`);
    await expect(page.getByRole('status').filter({ hasText: t.changed })).toBeVisible();
    await expectNoAxeViolations(page, `confirm email change (${lng})`);

    await page.goto(`/settings?lng=${lng}`);
    await expect(page.getByRole('region', { name: lng === 'en' ? 'Email address' : 'عنوان البريد الإلكتروني', exact: true })).toContainText(newEmail);

    // Download my data: a JSON file with the person's own data.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^matchpool-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown> & { profile: { email: string } };
    expect(data.profile.email).toBe(newEmail);
    for (const section of ['identities', 'donations', 'votes', 'comments', 'rewards', 'impact_points']) expect(data).toHaveProperty(section);

    // Delete the account: the password is checked, then the person is signed out for good.
    await page.getByRole('button', { name: t.start, exact: true }).click();
    const remove = page.getByRole('form', { name: t.deleteForm });
    await remove.getByLabel(t.deletePassword).fill('not-my-password');
    await remove.getByRole('button', { name: t.confirm }).click();
    await expect(remove.getByText(t.wrongPassword)).toBeVisible();
    await expectNoAxeViolations(page, `settings with the deletion form (${lng})`);
    await remove.getByLabel(t.deletePassword).fill(password);
    await remove.getByRole('button', { name: t.confirm }).click();
    await expect(page).toHaveURL(/\/goodbye/);
    await expect(page.getByRole('heading', { level: 1, name: t.goodbye })).toBeVisible();
    await expectNoAxeViolations(page, `goodbye (${lng})`);

    const signInAgain = await request.post('/api/auth', { data: { email: newEmail, password } });
    expect(signInAgain.status()).toBe(401);
    expect((await request.get('/api/me', { headers: authHeaders(tokens) })).status()).toBe(401);
  });
}

test('the only owner of an organization with other members is asked to hand it over before deleting their account', async ({ page, request }) => {
  const { tokens, password } = await registerPerson(request, unique('Omar'));
  const shortname = unique('org');
  const created = await request.post('/api/organizations', {
    data: { name: `Org ${shortname}`, shortname, email: `team@${shortname}.example.org` },
    headers: authHeaders(tokens),
  });
  expect(created.status(), await created.text()).toBe(201);
  const org = ((await created.json()) as { id: string }).id;
  // A second member joins the way people do: invited by email, accepting the link.
  const member = await registerPerson(request, unique('Lina'));
  const invited = await request.post(`/api/organizations/${org}/invitations`, {
    data: { email: member.email, role: 'member' },
    headers: authHeaders(tokens),
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const accepted = await request.post(`/api/invitations/${await emailedMatch(member.email, /\/invitations\/([A-Za-z0-9]+)/)}/accept`, {
    data: {},
    headers: authHeaders(member.tokens),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await signIn(page, tokens);
  await page.goto('/settings?lng=ar');
  await expectArabic(page);
  await page.getByRole('button', { name: texts.ar.start, exact: true }).click();
  const remove = page.getByRole('form', { name: texts.ar.deleteForm });
  await remove.getByLabel(texts.ar.deletePassword).fill(password);
  await remove.getByRole('button', { name: texts.ar.confirm }).click();
  await expect(remove.getByRole('alert')).toContainText(texts.ar.soleOwner);
  expect((await request.get('/api/me', { headers: authHeaders(tokens) })).status()).toBe(200);
  // The refusal offers the hand-over: the organization's Members page, where ownership is transferred.
  await remove.getByRole('link', { name: localeText('ar', 'settings:deleteAccount.handOver', { name: `Org ${shortname}` }) }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${org}/members`));
  await expectArabic(page);
});
