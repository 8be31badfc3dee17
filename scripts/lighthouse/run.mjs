// Runs Lighthouse (mobile and desktop presets) on every page of issue 31 against a running
// Matchpool with demo data and prints one table of medians. Called by scripts/lighthouse.sh,
// which starts the server; see its header. Signed-in pages (vote, cart, my donations, a donation,
// settings) are measured as the demo donor ana, signed in as the app's sign-in does (the session's
// cookies, `session: "cookie"`) before Lighthouse loads the page. Every run has a browser context of
// its own, so it starts cold: an empty cache, and no cookies unless it signs in (Lighthouse's
// storage reset is off for signed-in runs, which would drop the session).
//
// "Usable" is measured beside Lighthouse, on the same mobile profile (4x slower CPU, Lighthouse's
// slow 4G as real network throttling, a 412x823 phone): the time from the navigation's start until
// the app answers a click, that is until a header menu (`header button[aria-haspopup=menu]`,
// the apps menu) opens when pressed; the page presses it every 50 ms until it does.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chosenPages, freshPage, launchChromium } from './pages.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8290';
const runs = Number(process.env.RUNS ?? 3);
const languages = (process.env.LANGUAGES ?? 'en ar').split(/\s+/).filter(Boolean);

// PRESETS=mobile and USABLE=0 measure less (for comparing two builds quickly on a busy machine).
const presets = (process.env.PRESETS ?? 'mobile desktop').split(/\s+/).filter(Boolean);
const none = { perf: NaN, lcp: NaN, tbt: NaN };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measure(browser, url, preset, signedIn) {
  const { page, close } = await freshPage(browser, base, signedIn);
  const flags = { output: 'json', logLevel: 'error', disableStorageReset: signedIn, onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
  await close();
  const { categories, audits } = result.lhr;
  // DETAIL=1: where the main thread went on the mobile run (the scripts that ran longest), for
  // finding what blocks a page.
  if (process.env.DETAIL && preset === 'mobile') {
    const scripts = (audits['bootup-time'].details?.items ?? []).slice(0, 6);
    console.error(`  ${url}: ${scripts.map((item) => `${item.url.replace(base, '')} ${Math.round(item.scripting)} ms`).join(', ')}`);
    const work = (audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`);
    console.error(`    main thread: ${work.join(', ')}`);
    const tasks = (audits['long-tasks'].details?.items ?? []).map((item) => `${Math.round(item.duration)} ms at ${Math.round(item.startTime)} (${item.url.replace(base, '')})`);
    console.error(`    long tasks: ${tasks.join(', ')}`);
  }
  return { perf: categories.performance.score * 100, lcp: audits['largest-contentful-paint'].numericValue, tbt: audits['total-blocking-time'].numericValue };
}

/** Runs in the page from its start: presses the first header menu button until its menu opens. */
function pressTheMenuUntilItOpens() {
  window.__usableAt = null;
  const tick = () => {
    const button = document.querySelector('header button[aria-haspopup="menu"]');
    if (button) {
      if (button.getAttribute('aria-expanded') !== 'true') button.click();
      const menu = button.getAttribute('aria-controls');
      if (button.getAttribute('aria-expanded') === 'true' && menu && document.getElementById(menu)) {
        window.__usableAt = performance.now();
        return;
      }
    }
    setTimeout(tick, 50);
  };
  tick();
}

/** Milliseconds from the navigation's start until a header menu opens, on the mobile profile; null if it never did (60 s). */
async function usable(browser, url, signedIn) {
  const { page, cdp, close } = await freshPage(browser, base, signedIn);
  const { rttMs, throughputKbps, cpuSlowdownMultiplier } = throttling.mobileSlow4G;
  // Lighthouse's own figures for throttling the network for real (its "devtools" method).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs * 3.75,
    downloadThroughput: (throughputKbps * 0.9 * 1024) / 8,
    uploadThroughput: (750 * 0.9 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await page.evaluateOnNewDocument(pressTheMenuUntilItOpens);
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.waitForFunction(() => window.__usableAt !== null, { timeout: 60_000, polling: 200 });
    return await page.evaluate(() => window.__usableAt);
  } catch {
    return null;
  } finally {
    await close();
  }
}

const list = await chosenPages(base);
const browser = await launchChromium();
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
// Each row is printed once measured, so a long run that is stopped still leaves what it measured.
console.log(`| page | mobile perf | LCP | TBT | usable | desktop perf | desktop LCP | desktop TBT |  (medians of ${runs})`);
console.log('|---|---|---|---|---|---|---|---|');
try {
  for (const language of languages) {
    for (const entry of list) {
      const url = `${base}${entry.path}${entry.path.includes('?') ? '&' : '?'}lng=${language}`;
      const row = {};
      for (const preset of presets) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) samples.push(await measure(browser, url, preset, Boolean(entry.signedIn)));
        row[preset] = { perf: median(samples.map((s) => s.perf)), lcp: median(samples.map((s) => s.lcp)), tbt: median(samples.map((s) => s.tbt)) };
      }
      const times = [];
      for (let run = 0; run < (process.env.USABLE === '0' ? 0 : runs); run += 1) times.push(await usable(browser, url, Boolean(entry.signedIn)));
      // A run where the menu never opened counts as the slowest.
      const ready = median(times.map((time) => time ?? Infinity));
      const { mobile = none, desktop = none } = row;
      const answered = times.length === 0 ? '-' : Number.isFinite(ready) ? seconds(ready) : 'never (60 s)';
      console.log(
        `| ${entry.name} (${language}) | ${mobile.perf.toFixed(0)} | ${seconds(mobile.lcp)} | ${mobile.tbt.toFixed(0)} ms | ${answered} | ${desktop.perf.toFixed(0)} | ${seconds(desktop.lcp)} | ${desktop.tbt.toFixed(0)} ms |`,
      );
    }
  }
} finally {
  await browser.close();
}
