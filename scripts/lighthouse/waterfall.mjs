// What a page fetches, and when, on the "usable" profile of run.mjs (4x slower CPU, slow 4G for
// real, a phone), and when the header's menu first opens: one line per request, start and end in
// milliseconds from the navigation's start. For finding what the page waits on:
//   BASE_URL=http://127.0.0.1:8290 node scripts/lighthouse/waterfall.mjs /home
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8290';
const path = process.argv[2] ?? '/home';
const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.createBrowserContext();
const page = await context.newPage();
const cdp = await page.createCDPSession();
const { rttMs, throughputKbps, cpuSlowdownMultiplier } = throttling.mobileSlow4G;
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: rttMs * 3.75, downloadThroughput: (throughputKbps * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const requests = new Map();
let origin;
cdp.on('Network.requestWillBeSent', (e) => { origin ??= e.timestamp; requests.set(e.requestId, { url: e.request.url.replace(base, ''), start: e.timestamp }); });
cdp.on('Network.loadingFinished', (e) => { const r = requests.get(e.requestId); if (r) { r.end = e.timestamp; r.bytes = e.encodedDataLength; } });
await page.evaluateOnNewDocument(() => {
  window.__usableAt = null;
  const tick = () => {
    const button = document.querySelector('header button[aria-haspopup="menu"]');
    if (button) {
      if (!window.__buttonAt) window.__buttonAt = performance.now();
      if (button.getAttribute('aria-expanded') !== 'true') button.click();
      const menu = button.getAttribute('aria-controls');
      if (button.getAttribute('aria-expanded') === 'true' && menu && document.getElementById(menu)) { window.__usableAt = performance.now(); return; }
    }
    setTimeout(tick, 50);
  };
  tick();
});
await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
await page.waitForFunction(() => window.__usableAt !== null, { timeout: 60_000, polling: 200 });
const marks = await page.evaluate(() => ({ button: window.__buttonAt, usable: window.__usableAt, lcp: performance.getEntriesByType('largest-contentful-paint').at(-1)?.startTime }));
for (const r of [...requests.values()].sort((a, b) => a.start - b.start)) {
  const ms = (t) => (t === undefined ? '   …' : String(Math.round((t - origin) * 1000)).padStart(5));
  console.log(`${ms(r.start)} ${ms(r.end)} ${String(Math.round((r.bytes ?? 0) / 1024)).padStart(4)} kB  ${r.url.slice(0, 100)}`);
}
console.log(`menu button at ${Math.round(marks.button)} ms, menu open at ${Math.round(marks.usable)} ms`);
await browser.close();
