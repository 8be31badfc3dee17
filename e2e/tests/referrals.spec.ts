import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, confirmEmail, expectArabic, expectNoAxeViolations, logIn, pngBuffer, registerPerson, signIn, unique, type Tokens } from './support';

const OPERATOR = { email: 'admin@matchpool.local', password: 'matchpool-admin' };
const PASSWORD = 'correct-horse-battery';

interface Preview {
  id: string;
  title: string;
}

interface Me {
  id: string;
  username: string;
  referral_code: string;
  referred_by: string | null;
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

async function me(request: APIRequestContext, tokens: Tokens): Promise<Me> {
  const response = await request.get('/api/me', { headers: authHeaders(tokens) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Me;
}

/** The person submits KYC with an uploaded document; the operator approves it (both through the API). */
async function completeKyc(request: APIRequestContext, tokens: Tokens, legalName: string) {
  const headers = authHeaders(tokens);
  const upload = await request.post('/api/verifications/documents', { headers, multipart: { file: { name: 'passport.png', mimeType: 'image/png', buffer: pngBuffer() } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const document = ((await upload.json()) as { id: string }).id;
  const submitted = await request.post('/api/verifications', { headers, data: { legal_name: legalName, country: 'Ghana', documents: [document] } });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const operator = await logIn(request, OPERATOR.email, OPERATOR.password);
  const { id } = await me(request, tokens);
  const approved = await request.post(`/api/admin/users/${id}/verification`, { headers: authHeaders(operator), data: { status: 'verified' } });
  expect(approved.status(), await approved.text()).toBe(200);
}

async function voteByApi(request: APIRequestContext, tokens: Tokens, project: Preview) {
  const response = await request.post(`/api/projects/${project.id}/votes`, { headers: authHeaders(tokens), data: {} });
  expect(response.status(), await response.text()).toBe(201);
}

/** Fills the registration form of /intro and submits it. */
async function registerThroughForm(page: Page, firstName: string, username: string) {
  await page.getByLabel(/First name/).fill(firstName);
  await page.getByLabel(/Last name/).fill('Newcomer');
  await page.getByLabel(/Username/).fill(username);
  await page.getByLabel(/Email/).fill(`${username}@e2e.example.org`);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function openRefer(page: Page) {
  await page.goto('/refer');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer and earn THANK' })).toBeVisible();
  await expect(page.getByTestId('thank-earned')).toBeVisible();
}

test('a referred person registers through the link, votes and completes KYC: both sides earn 1,100 THANK once', async ({ page, browser, request, baseURL }) => {
  const project = await votingProject(request);
  const referrer = await registerPerson(request, unique('Rafa'));
  await signIn(page, referrer.tokens);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // The referrer reads and copies their link; nobody is referred yet.
  await openRefer(page);
  const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/referral\\?code=[a-z0-9]{10}$`));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied to the clipboard.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByText('You have not referred anyone yet. Share your link to invite someone.')).toBeVisible();
  await expect(page.getByTestId('thank-earned')).toHaveText('0 THANK');

  // A newcomer opens the link in a browser of their own and registers through the form.
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  await newcomer.goto(link);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'You are invited to Matchpool' })).toBeVisible();
  await expect(newcomer.getByText('Then you and the one who invited you both earn 1,100 THANK (about $7 or 4 ADA).')).toBeVisible();
  await newcomer.getByRole('link', { name: 'Create your account' }).click();
  await expect(newcomer.getByText("You are joining with a friend's invitation.")).toBeVisible();
  const firstName = unique('Kofi');
  const username = unique('kofi');
  await registerThroughForm(newcomer, firstName, username);
  await confirmEmail(request, `${username}@e2e.example.org`);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Welcome to Matchpool!' })).toBeVisible();
  await expect(newcomer.getByTestId('referral-outcome')).toContainText('Your invitation is recorded.');

  // The referral is recorded: the referrer sees the newcomer, who has not voted yet.
  await openRefer(page);
  const item = page.getByTestId('referred-item').filter({ hasText: `${firstName} Newcomer` });
  await expect(item).toContainText('Not yet voted');
  await expect(item).toContainText('KYC not done');
  await expect(item.getByTestId('referred-status')).toHaveText('Pending');

  // The newcomer's profile: no points yet; one vote later, one point with its history entry.
  await newcomer.goto('/profile');
  await expect(newcomer.getByTestId('profile-name')).toHaveText(`${firstName} Newcomer`);
  await expect(newcomer.getByTestId('impact-total')).toHaveText('0 impact points');
  await expect(newcomer.getByText('No impact points yet. Vote for a project to earn your first.')).toBeVisible();
  await newcomer.goto(`/projects/${project.id}`);
  await newcomer.getByTestId('voting-state').getByRole('link').first().click();
  await expect(newcomer.getByRole('radio', { name: 'Vote without a donation' })).toBeChecked();
  await newcomer.getByRole('button', { name: 'Vote', exact: true }).click();
  const thanks = newcomer.getByRole('dialog', { name: 'Thank you for voting!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Close' }).click();
  await newcomer.getByRole('button', { name: 'Open the account menu' }).click();
  await newcomer.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(newcomer).toHaveURL(/\/profile$/);
  await expect(newcomer.getByTestId('impact-total')).toHaveText('1 impact point');
  const grants = newcomer.getByTestId('impact-grant');
  await expect(grants).toHaveCount(1);
  await expect(grants.first()).toContainText('Vote');
  await expect(grants.first()).toContainText('+1');
  await expect(grants.first().getByRole('link', { name: project.title })).toHaveAttribute('href', `/projects/${project.id}`);
  await expect(newcomer.getByTestId('verification-status')).toHaveText('Not verified');

  // Voting alone earns nothing yet.
  await openRefer(page);
  await expect(item).toContainText('Voted');
  await expect(item).toContainText('KYC not done');
  await expect(page.getByTestId('thank-earned')).toHaveText('0 THANK');

  // KYC: documents through the API, approved by the operator (twice: the reward is still granted once).
  const newcomerTokens = await logIn(request, `${username}@e2e.example.org`, PASSWORD);
  await completeKyc(request, newcomerTokens, `${firstName} Newcomer`);
  const operator = await logIn(request, OPERATOR.email, OPERATOR.password);
  const again = await request.post(`/api/admin/users/${(await me(request, newcomerTokens)).id}/verification`, {
    headers: authHeaders(operator),
    data: { status: 'verified' },
  });
  expect(again.status()).toBe(200);

  // Both sides see 1,100 THANK, exactly once.
  await openRefer(page);
  await expect(item).toContainText('KYC done');
  await expect(item.getByTestId('referred-status')).toHaveText('Earned');
  await expect(page.getByTestId('thank-earned')).toHaveText('1,100 THANK');
  await expect(page.getByTestId('thank-paid')).toHaveText('0 THANK');
  await expect(page.getByTestId('reward-item')).toHaveCount(1);
  await expect(page.getByTestId('reward-item')).toContainText(`For inviting ${firstName} Newcomer`);
  await expect(page.getByTestId('reward-item')).toContainText('1,100 THANK');

  await openRefer(newcomer);
  await expect(newcomer.getByTestId('thank-earned')).toHaveText('1,100 THANK');
  await expect(newcomer.getByTestId('reward-item')).toHaveCount(1);
  await expect(newcomer.getByTestId('reward-item')).toContainText('For joining through an invitation');
  await expect(newcomer.getByTestId('reward-item')).toContainText('Earned');
  await expect(newcomer.getByTestId('invited-notice')).toHaveCount(0);
  await newcomer.goto('/profile');
  await expect(newcomer.getByTestId('profile-thank')).toHaveText('1,100 THANK');
  await expect(newcomer.getByTestId('verification-status')).toHaveText('Verified');
  await newcomerContext.close();
});

test('inviting oneself earns nothing: the link is one’s own, and a registration naming oneself records no referral', async ({ page, browser, request }) => {
  const project = await votingProject(request);

  // A person who opens their own link is told so.
  const someone = await registerPerson(request, unique('Sol'));
  const own = await me(request, someone.tokens);
  await signIn(page, someone.tokens);
  await page.goto(`/referral?code=${own.referral_code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This is your own invitation link' })).toBeVisible();
  await expect(page.getByText('Share it with others: inviting yourself earns nothing.')).toBeVisible();

  // A newcomer registers "invited by" the username they are creating: no referral is recorded.
  const context = await browser.newContext();
  const sneaky = await context.newPage();
  const username = unique('self');
  await sneaky.goto(`/referral?referred_by=${username}`);
  await expect(sneaky.getByRole('heading', { level: 1, name: `${username} invited you to Matchpool` })).toBeVisible();
  await sneaky.getByRole('link', { name: 'Create your account' }).click();
  await registerThroughForm(sneaky, 'Sneaky', username);
  await expect(sneaky.getByTestId('referral-outcome')).toContainText(`we could not find the invitation “${username}”`);

  // Votes and completes KYC, and still earns nothing.
  const tokens = await logIn(request, `${username}@e2e.example.org`, PASSWORD);
  await confirmEmail(request, `${username}@e2e.example.org`);
  expect((await me(request, tokens)).referred_by).toBeNull();
  await voteByApi(request, tokens, project);
  await completeKyc(request, tokens, 'Sneaky Newcomer');
  await openRefer(sneaky);
  await expect(sneaky.getByTestId('thank-earned')).toHaveText('0 THANK');
  await expect(sneaky.getByText('No rewards yet. They appear here as soon as they are earned.')).toBeVisible();
  await expect(sneaky.getByTestId('referred-empty')).toBeVisible();
  await expect(sneaky.getByTestId('invited-notice')).toHaveCount(0);
  const rewards = await request.get('/api/referrals/rewards', { headers: authHeaders(tokens) });
  expect(((await rewards.json()) as { total_thank: number }).total_thank).toBe(0);
  await context.close();
});

test('/referral?referred_by=<username> names the inviter and records the referral', async ({ page, browser, request }) => {
  const referrer = await registerPerson(request, unique('Ines'));
  const inviter = await me(request, referrer.tokens);

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/referral?referred_by=${inviter.username}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `${inviter.username} invited you to Matchpool` })).toBeVisible();
  // Looking around first: the invitation is kept for the session.
  await visitor.goto('/projects');
  await visitor.goto('/intro?type=individual&mode=register');
  await expect(visitor.getByText(`You were invited by ${inviter.username}.`)).toBeVisible();
  const firstName = unique('Lea');
  const username = unique('lea');
  await registerThroughForm(visitor, firstName, username);
  await expect(visitor.getByTestId('referral-outcome')).toContainText('Your invitation is recorded.');
  const tokens = await logIn(request, `${username}@e2e.example.org`, PASSWORD);
  expect((await me(request, tokens)).referred_by).toBe(inviter.id);
  await context.close();

  await signIn(page, referrer.tokens);
  await openRefer(page);
  await expect(page.getByTestId('referred-item').filter({ hasText: `${firstName} Newcomer` })).toContainText('Not yet voted');
});

test('the referral, refer and profile pages pass axe in English and Arabic', async ({ page, browser, request }) => {
  const referrer = await registerPerson(request, unique('Amal'));
  const { referral_code: code } = await me(request, referrer.tokens);
  const friend = unique('friend');
  const registered = await request.post('/api/auth/register', {
    data: { first_name: 'Omar', last_name: 'Friend', username: friend, email: `${friend}@e2e.example.org`, password: PASSWORD, referral_code: code },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await confirmEmail(request, `${friend}@e2e.example.org`);
  await voteByApi(request, (await registered.json()) as Tokens, await votingProject(request));

  await signIn(page, referrer.tokens);
  await openRefer(page);
  await expect(page.getByTestId('referred-item')).toHaveCount(1);
  await expectNoAxeViolations(page, '/refer');
  await page.goto('/profile');
  await expect(page.getByTestId('impact-total')).toBeVisible();
  await expect(page.getByTestId('verification-status')).toBeVisible();
  await expectNoAxeViolations(page, '/profile');

  await page.goto('/refer?lng=ar');
  await expectArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ادعُ واربح THANK' })).toBeVisible();
  await expect(page.getByTestId('referred-item')).toContainText('صوّت');
  await expectNoAxeViolations(page, '/refer in Arabic');
  await page.goto('/profile?lng=ar');
  await expectArabic(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ملفك الشخصي' })).toBeVisible();
  await expect(page.getByTestId('impact-total')).toBeVisible();
  await expectNoAxeViolations(page, '/profile in Arabic');

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/referral?code=${code}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'You are invited to Matchpool' })).toBeVisible();
  await expectNoAxeViolations(visitor, '/referral');
  await visitor.goto(`/referral?code=${code}&lng=ar`);
  await expectArabic(visitor);
  await expect(visitor.getByRole('heading', { level: 1, name: 'أنت مدعوّ إلى Matchpool' })).toBeVisible();
  await expectNoAxeViolations(visitor, '/referral in Arabic');
  await visitor.goto('/referral?code=%3Cbad%3E&lng=en');
  await expect(visitor.getByTestId('referral-invalid')).toBeVisible();
  await context.close();
});
