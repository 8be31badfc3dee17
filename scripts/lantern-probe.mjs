#!/usr/bin/env node
// Where a page's simulated (Lantern) LCP comes from: every request and task Lighthouse's model
// counts before the LCP, with the simulated start and end of each, from a run's saved trace.
// It uses the Lighthouse pinned in scripts/lighthouse (12.8.2; `npm --prefix scripts/lighthouse ci`,
// which scripts/lighthouse.sh runs; LIGHTHOUSE_DIR names another install), mobile settings.
//
//   d=scripts/lighthouse
//   CHROME_PATH=/usr/bin/chromium $d/node_modules/.bin/lighthouse http://127.0.0.1:8090/home --save-assets \
//     --output=json --output-path=/tmp/lh/home.json --chrome-flags="--headless=new --no-sandbox --disable-gpu"
//   node scripts/lantern-probe.mjs /tmp/lh/home-0.trace.json /tmp/lh/home-0.devtoolslog.json http://127.0.0.1:8090/home
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lighthouse = path.join(process.env.LIGHTHOUSE_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'lighthouse'), 'node_modules/lighthouse');
const { LanternLargestContentfulPaint } = await import(path.join(lighthouse, 'core/computed/metrics/lantern-largest-contentful-paint.js'));
const constants = await import(path.join(lighthouse, 'core/config/constants.js'));

const [tracePath, devtoolsLogPath, url] = process.argv.slice(2);
if (!url) {
  console.error('usage: lantern-probe.mjs TRACE.json DEVTOOLSLOG.json URL');
  process.exit(2);
}
const settings = { ...constants.defaultSettings, throttlingMethod: 'simulate', throttling: constants.throttling.mobileSlow4G, formFactor: 'mobile' };
const data = {
  trace: JSON.parse(fs.readFileSync(tracePath, 'utf8')),
  devtoolsLog: JSON.parse(fs.readFileSync(devtoolsLogPath, 'utf8')),
  gatherContext: { gatherMode: 'navigation' },
  settings,
  simulator: null,
  URL: { requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url },
  SourceMaps: [],
};
const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings });
const ms = (value) => value.toFixed(0).padStart(5);
console.log(`LCP ${ms(result.timing)} ms (optimistic ${ms(result.optimisticEstimate.timeInMs)}, pessimistic ${ms(result.pessimisticEstimate.timeInMs)})`);
console.log('  start   end  what (pessimistic graph; tasks under 5 ms left out)');
const rows = [...result.pessimisticEstimate.nodeTimings.entries()].map(([node, timing]) => {
  const what = node.type === 'network' ? `${node.request.transferSize} B  ${node.request.url.replace(/^https?:\/\/[^/]+/, '')}` : `task ${(node.duration / 1000).toFixed(1)} ms observed`;
  return { ...timing, what, task: node.type !== 'network' };
});
rows
  .sort((a, b) => a.endTime - b.endTime)
  .filter((row) => !row.task || row.endTime - row.startTime > 5)
  .forEach((row) => console.log(`  ${ms(row.startTime)} ${ms(row.endTime)}  ${row.what.slice(0, 110)}`));
