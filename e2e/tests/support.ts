import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo accounts seeded by `serve --demo`. */
export const DEMO_PASSWORD = 'matchpool-demo';
export const demo = {
  ana: 'ana@demo.matchpool.local',
  claire: 'claire@demo.matchpool.local',
  amira: 'amira@demo.matchpool.local',
  kenji: 'kenji@demo.matchpool.local',
};

export interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
}

export interface Identity {
  id: string;
  type: 'users' | 'organizations';
  meta: Record<string, unknown> & { name?: string; shortname?: string; verified?: boolean };
}

/** A unique suffix so every test can register its own people and organizations. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export async function logIn(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const response = await request.post('/api/auth', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Tokens;
}

/** Registers a new person through the API and answers their tokens. */
export async function registerPerson(request: APIRequestContext, firstName = 'Test'): Promise<{ tokens: Tokens; email: string; password: string }> {
  const username = unique('p');
  const email = `${username}@e2e.example.org`;
  const password = 'correct-horse-battery';
  const response = await request.post('/api/auth/register', {
    data: { first_name: firstName, last_name: 'Person', username, email, password },
  });
  expect(response.status(), await response.text()).toBe(201);
  await confirmEmail(request, email);
  return { tokens: (await response.json()) as Tokens, email, password };
}

/**
 * The token of the last `/verify-email` or `/reset-password` link emailed to `email`, read from
 * the server's development outbox.
 */
export async function emailedToken(email: string, page: '/verify-email' | '/reset-password' | '/confirm-email-change'): Promise<string> {
  return emailedMatch(email, new RegExp(`${page.replace('/', '\\/')}\\?token=([0-9a-f]{64})`));
}

/** The first group of `pattern` in the last email to `email` that has it, from the server's development outbox. */
export async function emailedMatch(email: string, pattern: RegExp): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
        for (const file of files.reverse()) {
          // Quoted-printable bodies wrap long lines with `=` and write `=` as `=3D`.
          const raw = (await readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (!raw.includes(`To: ${email}`)) continue;
          token = pattern.exec(raw)?.[1];
          if (token) break;
        }
        return token;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return token ?? '';
}

/** Follows the confirmation link registration emailed to `email`: voting and donating need it. */
export async function confirmEmail(request: APIRequestContext, email: string) {
  const token = await emailedToken(email, '/verify-email');
  const response = await request.post('/api/auth/verify-email', { data: { token } });
  expect(response.status(), await response.text()).toBe(204);
}

export async function identities(request: APIRequestContext, tokens: Tokens): Promise<Identity[]> {
  const response = await request.get('/api/identities', { headers: { Authorization: `Bearer ${tokens.access_token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { identities: Identity[] }).identities;
}

/**
 * Starts the app signed in, as the person or as one of their organizations, with the same cookie
 * session the app gets after logging in: the sign-in of `tokens` is moved into the page's cookies
 * (a refresh asking for cookies, through the browser context's own request, so they land in its
 * jar; a session the context had before is dropped first). `tokens.refresh_token` becomes the
 * successor, so the same tokens can sign in another page.
 */
export async function signIn(page: Page, tokens: Tokens, currentIdentityId: string | null = null) {
  const context = page.context();
  await context.clearCookies({ name: /^mp_/ });
  const response = await context.request.post('/api/auth/refresh', {
    data: { refresh_token: tokens.refresh_token, session: 'cookie', remember_me: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  const successor = (await context.cookies()).find((cookie) => cookie.name === 'mp_refresh');
  if (successor) tokens.refresh_token = successor.value;
  await chooseIdentity(page, currentIdentityId);
}

/** The identity the app acts as from its first page on (as after switching in the account menu). */
async function chooseIdentity(page: Page, currentIdentityId: string | null) {
  await page.addInitScript(
    ([choice]) => {
      if (!window.sessionStorage.getItem('e2e.seeded')) {
        window.localStorage.setItem('matchpool.identity', choice);
        window.sessionStorage.setItem('e2e.seeded', '1');
      }
    },
    [JSON.stringify({ currentIdentityId })],
  );
}

/** Signs a demo account in, acting as the organization named `organization` if given. */
export async function signInAs(page: Page, request: APIRequestContext, email: string, organization?: string) {
  const tokens = await logIn(request, email);
  // Demo people have saved languages of their own; the tests read English unless they ask otherwise.
  const language = await request.patch('/api/me', { data: { language: 'en' }, headers: authHeaders(tokens) });
  expect(language.ok(), await language.text()).toBe(true);
  const all = await identities(request, tokens);
  const org = organization ? all.find((identity) => identity.type === 'organizations' && identity.meta.name === organization) : undefined;
  if (organization && !org) throw new Error(`${email} has no organization ${organization}`);
  await signIn(page, tokens, org?.id ?? null);
  return { tokens, identities: all, organization: org };
}

/** axe with the WCAG 2 A and AA rules: no violations allowed. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** The app's own text for `namespace:dotted.key` in `lng`, with `{{name}}` filled in from `values`. */
export function localeText(lng: string, key: string, values: Record<string, string> = {}): string {
  const [namespace, dotted] = key.split(':') as [string, string];
  const file = path.resolve(`../web/src/locales/${lng}/${namespace}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of dotted.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${lng}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** The app in Arabic, right to left. */
export async function expectArabic(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

export function authHeaders(tokens: Tokens, identityId?: string) {
  return {
    Authorization: `Bearer ${tokens.access_token}`,
    ...(identityId ? { 'Current-Identity': identityId } : {}),
  };
}

/** A small valid PNG (a teal gradient), for uploads made through the API. */
export function pngBuffer(width = 64, height = 36): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set([0, 74 + x, 70 + y], y * (width * 3 + 1) + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

async function greenEarthHeaders(request: APIRequestContext) {
  const tokens = await logIn(request, demo.ana);
  const org = (await identities(request, tokens)).find((identity) => identity.meta.name === 'Green Earth Collective');
  if (!org) throw new Error('Green Earth Collective is missing from the demo data');
  return authHeaders(tokens, org.id);
}

/**
 * A project in the round open for submissions, created through the API: Green Earth Collective's,
 * or the organization `owner` acts for.
 */
export async function createProject(
  request: APIRequestContext,
  fields: Record<string, unknown> = {},
  owner?: { tokens: Tokens; organizationId: string },
): Promise<{ id: string; title: string }> {
  const headers = owner ? authHeaders(owner.tokens, owner.organizationId) : await greenEarthHeaders(request);
  const upload = await request.post('/api/media', { headers, multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: pngBuffer() } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const cover = (await upload.json()) as { id: string };
  const title = `Seed bank ${unique('')}`;
  const response = await request.post('/api/projects', {
    headers,
    data: {
      title,
      description: 'Community seed bank.',
      social_cause: 'BIODIVERSITY',
      category: 'OPEN_INNOVATION',
      email: 'seeds@green-earth.example.org',
      cover_id: cover.id,
      problem_statement: 'Local seeds are disappearing.',
      solution: 'A shared seed bank.',
      goals: '500 varieties saved.',
      cost_breakdown: 'Storage and training.',
      feasibility: 'Run by farmers.',
      impact_assessment: 'Varieties kept each season.',
      total_requested_amount: 8000,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, title };
}

/** A project of the round that is voting (votes and donations are open). */
export async function votingProject(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const rounds = (await (await request.get('/api/rounds/rounds')).json()) as { data: { id: string; phase: string }[] };
  const voting = rounds.data.find((round) => round.phase === 'voting');
  if (!voting) throw new Error('no round in voting');
  const page = (await (await request.get(`/api/projects/preview?filter.round_id=${voting.id}`)).json()) as { results: { id: string; title: string }[] };
  const project = page.results[0];
  if (!project) throw new Error('no project in the voting round');
  return project;
}

/** A settled card donation through the API. */
export async function donate(request: APIRequestContext, tokens: Tokens, projectId: string): Promise<string> {
  const response = await request.post(`/api/projects/${projectId}/donates`, {
    headers: { ...authHeaders(tokens), 'Idempotency-Key': unique('key') },
    data: { amount: 12, currency: 'USD', payment_type: 'FIAT', card_token: 'tok_visa', rate: 1, anonymous: false },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { donation: { id: string } }).donation.id;
}

export interface Email {
  to: string;
  subject: string;
  body: string;
}

/** RFC 2047 words (`=?utf-8?b?...?=`) of a header, decoded; adjacent words join without the space. */
function decodeHeader(value: string): string {
  return value
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every email in the server's development outbox, decoded. */
export async function outbox(): Promise<Email[]> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const split = raw.search(/\r?\n\r?\n/);
      const head = raw.slice(0, split);
      const content = raw.slice(split).trim();
      const header = (name: string) => new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1] ?? '';
      const encoding = header('Content-Transfer-Encoding').trim().toLowerCase();
      const body =
        encoding === 'base64'
          ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
          : encoding === 'quoted-printable'
            ? decodeQuotedPrintable(content)
            : content;
      return { to: header('To').trim(), subject: decodeHeader(header('Subject')), body };
    }),
  );
}
