import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { authHeaders, createProject, expectArabic, expectNoAxeViolations, logIn, registerPerson, signIn, unique, type Tokens } from './support';

const OPERATOR = { email: 'admin@matchpool.local', password: 'matchpool-admin' };

interface Person {
  name: string;
  tokens: Tokens;
}

interface ApiComment {
  id: string;
  content: string;
  likes: number;
  reactions: { reaction: string; count: number }[];
  children: ApiComment[];
}

/** A new person, with a unique first name so their comments are easy to find. */
async function person(request: APIRequestContext, prefix: string): Promise<Person> {
  const first = unique(prefix);
  const { tokens } = await registerPerson(request, first);
  return { name: `${first} Person`, tokens };
}

/** A page in its own browser context (its own session), signed in when `tokens` are given. */
async function openAs(browser: Browser, projectId: string, tokens: Tokens | null, language = 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  if (tokens) await signIn(page, tokens);
  await page.goto(`/projects/${projectId}?lng=${language}`);
  await expect(comments(page)).toBeVisible();
  return page;
}

const comments = (page: Page) => page.getByTestId('project-comments');
const commentBy = (page: Page, name: string) => comments(page).getByRole('article', { name: `Comment by ${name}` });
const replyBy = (page: Page, name: string) => comments(page).getByRole('article', { name: `Reply by ${name}` });

async function moreActions(page: Page, article: Locator, name: string, action: 'Edit' | 'Delete' | 'Hide') {
  await article.getByRole('button', { name: `More actions on the comment by ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function apiComments(request: APIRequestContext, projectId: string): Promise<{ total: number; results: ApiComment[] }> {
  const response = await request.get(`/api/projects/${projectId}/comments?limit=5`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { total: number; results: ApiComment[] };
}

async function post(request: APIRequestContext, who: Person, projectId: string, content: string): Promise<ApiComment> {
  const response = await request.post(`/api/projects/${projectId}/comments`, { headers: authHeaders(who.tokens), data: { content } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiComment;
}

test('people comment, reply, like and react; the author edits; an operator hides the comment from everyone', async ({ browser, request }) => {
  const project = await createProject(request);
  const ana = await person(request, 'Amara');
  const ben = await person(request, 'Bruno');

  // A comments, sending with Ctrl+Enter.
  const pageA = await openAs(browser, project.id, ana.tokens);
  await expect(comments(pageA).getByText('No comments yet. Be the first to share your thoughts.')).toBeVisible();
  await expect(comments(pageA).getByText(`Commenting as ${ana.name}`)).toBeVisible();
  const box = comments(pageA).getByRole('textbox', { name: 'Add a comment' });
  await box.fill('Does the seed bank need a cold room?');
  await expect(comments(pageA).getByTestId('comment-counter')).toContainText('36 / 5,000');
  await box.press('Control+Enter');
  await expect(commentBy(pageA, ana.name).getByTestId('comment-content')).toHaveText('Does the seed bank need a cold room?');
  await expect(box).toHaveValue('');
  await expect(comments(pageA).getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(comments(pageA).getByRole('status').last()).toHaveText('Your comment was posted.');
  const [posted] = (await apiComments(request, project.id)).results;
  expect(posted?.content).toBe('Does the seed bank need a cold room?');
  const commentId = posted?.id ?? '';

  // A loves their own comment too, so Love starts at 2 once B reacts.
  const love = await request.post(`/api/projects/comments/${commentId}/reactions`, { headers: authHeaders(ana.tokens), data: { reaction: 'HEART' } });
  expect(love.status()).toBe(201);

  // B replies, likes and reacts.
  const pageB = await openAs(browser, project.id, ben.tokens);
  const anaComment = commentBy(pageB, ana.name);
  await anaComment.getByRole('button', { name: 'Reply' }).click();
  await comments(pageB).getByRole('textbox', { name: `Reply to ${ana.name}` }).fill('Yes, a small solar one.');
  await comments(pageB).getByRole('button', { name: 'Post reply' }).click();
  const replies = comments(pageB).getByRole('list', { name: `Replies to ${ana.name}` });
  await expect(replies.getByRole('article', { name: `Reply by ${ben.name}` })).toContainText('Yes, a small solar one.');
  await expect(anaComment.getByRole('button', { name: 'Reply' })).toBeFocused();

  const like = anaComment.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');

  await expect(anaComment.getByRole('button', { name: 'Love: 1' })).toHaveAttribute('aria-pressed', 'false');
  await anaComment.getByRole('button', { name: 'Add a reaction' }).click();
  await pageB.getByRole('menuitemradio', { name: /Love/ }).click();
  await expect(anaComment.getByRole('button', { name: 'Love: 2' })).toHaveAttribute('aria-pressed', 'true');

  // B changes their mind: Love goes down, Applause up.
  await anaComment.getByRole('button', { name: 'Change your reaction' }).click();
  await expect(pageB.getByRole('menuitemradio', { name: /Love/ })).toHaveAttribute('aria-checked', 'true');
  await pageB.getByRole('menuitemradio', { name: /Applause/ }).click();
  await expect(anaComment.getByRole('button', { name: 'Applause: 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(anaComment.getByRole('button', { name: 'Love: 1' })).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => {
      const [thread] = (await apiComments(request, project.id)).results;
      return { likes: thread?.likes, reactions: thread?.reactions, replies: thread?.children.length };
    })
    .toEqual({ likes: 1, reactions: [{ reaction: 'CLAP', count: 1 }, { reaction: 'HEART', count: 1 }], replies: 1 });
  // What B chose is what the server keeps.
  await pageB.reload();
  await expect(commentBy(pageB, ana.name).getByRole('button', { name: 'Applause: 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(commentBy(pageB, ana.name).getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true');
  // Only the author may change a comment.
  await expect(commentBy(pageB, ana.name).getByRole('button', { name: /More actions/ })).toHaveCount(0);

  // A edits the comment.
  await pageA.reload();
  await moreActions(pageA, commentBy(pageA, ana.name), ana.name, 'Edit');
  const editor = commentBy(pageA, ana.name).getByRole('textbox', { name: 'Edit your comment' });
  await expect(editor).toHaveValue('Does the seed bank need a cold room?');
  await editor.fill('Does the seed bank need a cold room for the seeds?');
  await commentBy(pageA, ana.name).getByRole('button', { name: 'Save' }).click();
  await expect(commentBy(pageA, ana.name).getByTestId('comment-content')).toHaveText('Does the seed bank need a cold room for the seeds?');
  await expect(commentBy(pageA, ana.name).getByTestId('comment-edited')).toHaveText('(edited)');
  await pageB.reload();
  await expect(commentBy(pageB, ana.name).getByTestId('comment-edited')).toHaveText('(edited)');
  await expect(commentBy(pageB, ana.name).getByTestId('comment-content')).toHaveText('Does the seed bank need a cold room for the seeds?');

  // B deletes their reply, after confirming.
  await moreActions(pageB, replyBy(pageB, ben.name), ben.name, 'Delete');
  const dialog = pageB.getByRole('dialog', { name: 'Delete this comment?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(replyBy(pageB, ben.name)).toHaveCount(0);
  await expect(comments(pageB).getByRole('heading', { name: 'Comments (1)' })).toBeFocused();
  await expect.poll(async () => (await apiComments(request, project.id)).results[0]?.children.length).toBe(0);

  // The operator hides A's comment; a visitor no longer sees it.
  const operator = await logIn(request, OPERATOR.email, OPERATOR.password);
  const language = await request.patch('/api/me', { data: { language: 'en' }, headers: authHeaders(operator) });
  expect(language.ok()).toBe(true);
  const pageOp = await openAs(browser, project.id, operator);
  await expect(commentBy(pageOp, ana.name).getByRole('button', { name: 'Reply' })).toBeVisible();
  await moreActions(pageOp, commentBy(pageOp, ana.name), ana.name, 'Hide');
  await pageOp.getByRole('dialog', { name: 'Hide this comment?' }).getByRole('button', { name: 'Hide' }).click();
  await expect(comments(pageOp).getByText('The comment is now hidden from everyone.')).toBeVisible();
  await expect(commentBy(pageOp, ana.name)).toHaveCount(0);

  const visitor = await openAs(browser, project.id, null);
  await expect(comments(visitor).getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(comments(visitor).getByText('No comments yet. Be the first to share your thoughts.')).toBeVisible();
  await expect(comments(visitor).getByText('Does the seed bank need a cold room for the seeds?')).toHaveCount(0);
  expect((await apiComments(request, project.id)).total).toBe(0);
});

test('visitors read comments as plain text and are asked to sign in; the section passes axe in English and Arabic', async ({ browser, request }) => {
  const project = await createProject(request);
  const writer = await person(request, 'Chidi');
  await post(request, writer, project.id, '<b>bold</b><script>window.__commentScript = true</script> and &lt;i&gt;plain&lt;/i&gt; while 2 < 3');
  const asked = await post(request, writer, project.id, 'Which seeds come first?');
  const reader = await person(request, 'Dalia');
  await request.post(`/api/projects/comments/${asked.id}/likes`, { headers: authHeaders(reader.tokens) });
  await request.post(`/api/projects/comments/${asked.id}/reactions`, { headers: authHeaders(reader.tokens), data: { reaction: 'CELEBRATE' } });

  const visitor = await openAs(browser, project.id, null);
  const prompt = comments(visitor).getByRole('link', { name: 'Sign in to join the conversation' });
  // Signing in comes back to this project (issue 14, item 7).
  await expect(prompt).toHaveAttribute('href', `/intro?next=${encodeURIComponent(`/projects/${project.id}`)}`);
  await expect(comments(visitor).getByRole('textbox')).toHaveCount(0);
  await expect(comments(visitor).getByRole('button', { name: /^Like/ })).toHaveCount(0);

  // The server strips tags, encoded ones too; what is left (a lone "<" included) is shown as
  // text, never as markup.
  const content = comments(visitor).getByTestId('comment-content').filter({ hasText: 'plain' });
  await expect(content).toHaveText('bold and plain while 2 < 3');
  await expect(content.locator('b, i, script')).toHaveCount(0);
  expect(await visitor.evaluate(() => (window as unknown as { __commentScript?: boolean }).__commentScript)).toBeUndefined();
  await expect(commentBy(visitor, writer.name).filter({ hasText: 'Which seeds' })).toContainText('1 like');

  await expectNoAxeViolations(visitor, 'project comments (visitor, en)');
  await prompt.click();
  await expect(visitor).toHaveURL(/\/intro\?next=%2Fprojects%2F/);

  const arabic = await openAs(browser, project.id, null, 'ar');
  await expectArabic(arabic);
  await expect(comments(arabic).getByRole('heading', { name: 'التعليقات (2)' })).toBeVisible();
  await expect(comments(arabic).getByRole('link', { name: 'سجّل الدخول للانضمام إلى المحادثة' })).toBeVisible();
  await expectNoAxeViolations(arabic, 'project comments (visitor, ar)');

  // Signed in: the comment box, Like and reaction buttons, Reply, the author's menu.
  const signedIn = await openAs(browser, project.id, reader.tokens);
  await expect(commentBy(signedIn, writer.name).filter({ hasText: 'Which seeds' }).getByRole('button', { name: 'Celebrate: 1' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(signedIn, 'project comments (signed in, en)');
  const signedInArabic = await openAs(browser, project.id, writer.tokens, 'ar');
  await expectArabic(signedInArabic);
  await expect(comments(signedInArabic).getByRole('textbox', { name: 'أضف تعليقًا' })).toBeVisible();
  await expectNoAxeViolations(signedInArabic, 'project comments (signed in, ar)');
});

test('a person who comments too fast is told so and keeps what they wrote; an empty comment is refused', async ({ browser, request }) => {
  const project = await createProject(request);
  const eager = await person(request, 'Emeka');
  const page = await openAs(browser, project.id, eager.tokens);
  await comments(page).getByRole('button', { name: 'Post comment' }).click();
  await expect(comments(page).getByText('Write something before posting.')).toBeVisible();

  // The server takes 10 comments a minute from one person.
  for (let index = 0; index < 10; index += 1) await post(request, eager, project.id, `Quick note ${index}`);
  const box = comments(page).getByRole('textbox', { name: 'Add a comment' });
  await box.fill('One more thought about the seeds.');
  await comments(page).getByRole('button', { name: 'Post comment' }).click();
  await expect(comments(page).getByRole('alert')).toContainText('You are commenting too fast. Please wait a minute and try again.');
  await expect(box).toHaveValue('One more thought about the seeds.');
  expect((await apiComments(request, project.id)).total).toBe(10);
});
