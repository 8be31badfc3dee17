#!/usr/bin/env node
// The first-page budget: the JavaScript and CSS a browser downloads to show /home or /projects
// (index.html's shell script, the entry, its static imports, the page's chunk and its English
// translations), gzip-sized from the build's manifest. Fails above a page's budget, so a change that drags a library into the
// first page fails the build. Run after `npm run build`: `npm run budget`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 11's goal for the first page. */
const GOAL_BYTES = 150 * 1000;
const dist = new URL('../dist/', import.meta.url).pathname;
const STARTUP = ['src/locales/en/common.json', 'src/locales/en/errors.json'];

/**
 * Each budgeted page: the most it may weigh, its route chunk and the translation namespaces the
 * router loads with it. The budgets are today's weights rounded up, above the goal: React DOM,
 * React Router, MUI's core with emotion, i18next and TanStack Query alone weigh about 180 kB
 * (BENCHMARKS.md, "Web"). Lower them as the first page gets lighter; never raise them casually.
 */
const PAGES = {
  '/home': {
    // 226.5: the ADA cart's error message in the startup `errors` namespace and the header's
    // create button waiting for the identities (a race the e2e suite lost) came to 226,012 B.
    budget: 226.5 * 1000,
    keys: ['src/app/routes/HomePage.tsx', 'src/locales/en/home.json'],
  },
  '/projects': {
    // 250: the cart's header button and strings (issue 16) came after the 249 ratchet.
    budget: 250 * 1000,
    keys: ['src/app/routes/ProjectsPage.tsx', 'src/locales/en/home.json', 'src/locales/en/projects.json'],
  },
  /** Heavier: a project page carries the support form and the story's Markdown renderer. */
  '/projects/{id}': {
    // 403: the cart's "Add to cart" and the receipts' strings in donations.json (issue 16).
    budget: 403 * 1000,
    keys: ['src/app/routes/ProjectPage.tsx', 'src/locales/en/projects.json', 'src/locales/en/donations.json', 'src/locales/en/comments.json'],
  },
};

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch (error) {
  console.error(`No build manifest (${error.message}): run \`npm run build\` first.`);
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry');

/** Classic scripts index.html loads besides the entry (the shell script, vite/shellScript.ts). */
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const shellScripts = [...html.matchAll(/<script src="\/([^"]+)"/g)].map((match) => match[1]);

/** Every file a page needs before it draws: the chunks and their static imports, with their CSS. */
function filesOf(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (renamed? update web/scripts/bundle-budget.mjs)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

let failed = false;
for (const [page, { budget, keys }] of Object.entries(PAGES)) {
  const files = [...shellScripts, ...filesOf([entryKey, ...STARTUP, ...keys])];
  const sizes = files.map((file) => [file, gzipSize(file)]).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  const over = budget !== undefined && total > budget;
  failed ||= over;
  const verdict = budget === undefined ? 'not budgeted' : `${over ? 'OVER' : 'within'} its ${kB(budget)} budget`;
  console.log(`${page}: ${kB(total)} of JS + CSS, gzip, in ${files.length} files (${verdict}; goal ${kB(GOAL_BYTES)})`);
  for (const [file, size] of sizes) console.log(`  ${kB(size).padStart(9)}  ${file}`);
}
process.exit(failed ? 1 : 0);
