// The pages of issue 31 (ids taken from the demo data) and a fresh tab to load one in, shared by
// run.mjs (the table) and profile.mjs (where a page's main-thread time goes).

import { statSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

export const DONOR = { email: 'ana@demo.matchpool.local', password: 'matchpool-demo' };

async function json(base, path, init) {
  const response = await fetch(`${base}/api${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...init?.headers } });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status}`);
  return response.json();
}

/** The pages, with ids taken from the demo data: a project in the voting round, a frozen round. */
export async function pages(base) {
  const tokens = await json(base, '/auth', { method: 'POST', body: JSON.stringify(DONOR) });
  const rounds = (await json(base, '/rounds/rounds')).data;
  const voting = rounds.find((round) => round.phase === 'voting') ?? rounds[0];
  const done = rounds.find((round) => round.phase === 'results') ?? rounds.at(-1);
  const project = (await json(base, `/projects/preview?filter.round_id=${voting.id}`)).results[0];
  const auth = { headers: { Authorization: `Bearer ${tokens.access_token}` } };
  const donation = (await json(base, '/me/donations?page=1&limit=1', auth)).results?.[0];
  return [
    { name: 'home', path: '/home' },
    { name: 'projects', path: '/projects' },
    { name: 'project', path: `/projects/${project.id}` },
    { name: 'vote', path: `/projects/${project.id}/vote`, signedIn: true },
    { name: 'cart', path: '/cart', signedIn: true },
    { name: 'results', path: `/rounds/${done.id}/results` },
    { name: 'how-matching-works', path: '/how-matching-works' },
    { name: 'intro', path: '/intro' },
    { name: 'my donations', path: '/donations', signedIn: true },
    ...(donation ? [{ name: 'a donation', path: `/donations/${donation.id}`, signedIn: true }] : []),
    { name: 'settings', path: '/settings', signedIn: true },
  ];
}

/** The pages to measure: all, or those `PAGES="home,project"` names (as in the table, without the language). */
export async function chosenPages(base) {
  const only = process.env.PAGES ? process.env.PAGES.split(',').map((name) => name.trim()) : undefined;
  return (await pages(base)).filter((entry) => !only || only.includes(entry.name));
}

/** Debian's Chromium (or `CHROME_PATH`), headless, without its background traffic. */
export async function launchChromium() {
  const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  statSync(chromium);
  return puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A new tab in a context of its own (an empty cache, no cookies), signed in as the donor when asked. */
export async function freshPage(browser, base, signedIn) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const cdp = await page.createCDPSession();
  if (signedIn) {
    await page.goto(`${base}/home`);
    const status = await page.evaluate(async (donor) => {
      const body = JSON.stringify({ ...donor, session: 'cookie' });
      const response = await fetch('/api/auth', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      return response.status;
    }, DONOR);
    if (status !== 200) throw new Error(`signing in as the donor: ${status}`);
    await cdp.send('Network.clearBrowserCache');
  }
  return { page, cdp, close: () => context.close() };
}

