// Where a page's main-thread time goes, for finding what blocks it (issue 31): loads each page of
// PAGES (names as in run.mjs) RUNS times in a fresh tab with the CPU 4x slower (Lighthouse's mobile
// slowdown; the network is not slowed, so the tasks are the page's own), records V8's CPU profile
// and the page's long tasks, and prints
//   - the long tasks (over 50 ms at 4x, what Total Blocking Time counts), with their sum past 50 ms;
//   - self time by module: each sample's script position mapped through the build's source maps to
//     the file it came from (src/... or the npm package), so "react-dom" or "src/features/x/Y.tsx";
//   - self time by function (mapped the same way), the top ones.
// Source maps: build with them into a folder of its own and serve that one, e.g.
//   (cd web && npx vite build --sourcemap --outDir /tmp/dist-maps)
//   MATCHPOOL_WEB_DIR=/tmp/dist-maps PROFILE=1 PAGES=settings scripts/lighthouse.sh
// Without maps the figures are by script file. Called by scripts/lighthouse.sh with PROFILE=1.
import { createRequire } from 'node:module';
import { chosenPages, freshPage, launchChromium } from './pages.mjs';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8290';
const runs = Number(process.env.RUNS ?? 1);
const top = Number(process.env.TOP ?? 25);

// The web app's own copy (web/node_modules, installed to build it): no dependency of ours to add.
const require = createRequire(new URL('../../web/package.json', import.meta.url));
const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping');

const maps = new Map();
/** The source map of a script of the page, or null (fetched once per run). */
async function mapOf(url) {
  if (!maps.has(url)) {
    maps.set(
      url,
      fetch(`${url}.map`)
        .then((response) => (response.ok ? response.json() : null))
        .then((json) => (json ? new TraceMap(json) : null))
        .catch(() => null),
    );
  }
  return maps.get(url);
}

/** A readable module name for a source path: the npm package, or the path under web/. */
function moduleOf(source) {
  const packages = source.split('node_modules/');
  if (packages.length > 1) {
    const rest = packages.at(-1).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const index = source.indexOf('src/');
  return index >= 0 ? source.slice(index) : source;
}

/** Runs in the page from its start: collects the long tasks. */
function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function profile(browser, url, signedIn) {
  const { page, cdp, close } = await freshPage(browser, base, signedIn);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await page.evaluateOnNewDocument(watchLongTasks);
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'loading'] });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const { profile: cpu } = await cdp.send('Profiler.stop');
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
  const longTasks = await page.evaluate(() => window.__longTasks);
  await close();
  return { cpu, longTasks, trace };
}

/**
 * The renderer main thread's tasks over 50 ms in the trace (same clock as the CPU profile), each
 * with its time by trace event (self time: EvaluateScript, FunctionCall, Layout, ParseHTML...).
 */
function longTraceTasks(trace) {
  const events = trace.traceEvents ?? trace;
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const tasksOf = (main) => events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  // The page's thread: the main thread with the most work.
  const threads = mains.map((main) => tasksOf(main));
  const mine = threads.sort((a, b) => b.reduce((s, e) => s + (e.dur ?? 0), 0) - a.reduce((s, e) => s + (e.dur ?? 0), 0))[0] ?? [];
  mine.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tops = mine.filter((event) => event.name === 'RunTask' && event.dur > 50_000);
  return tops.map((task) => {
    const inside = mine.filter((event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur);
    // Self time of each event: its duration less that of its direct children.
    const self = new Map();
    const stack = [];
    for (const event of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
      const parent = stack.at(-1);
      const key = (e) => (e.name === 'EvaluateScript' || e.name === 'v8.compileModule' ? `${e.name}` : e.name);
      self.set(key(event), (self.get(key(event)) ?? 0) + event.dur);
      if (parent) self.set(key(parent), (self.get(key(parent)) ?? 0) - event.dur);
      stack.push(event);
    }
    const untraced = task.dur - inside.filter((event) => !stack.includes(event) || true).reduce((sum, event) => sum, 0);
    return { ts: task.ts, dur: task.dur, untraced, self };
  });
}

const ms = (value) => `${Math.round(value)} ms`;

/** The module and function of a profile node, through the source maps. */
async function nameOf(callFrame) {
  let module = callFrame.url ? callFrame.url.replace(base, '') : callFrame.functionName || '(native)';
  let name = callFrame.functionName || '(anonymous)';
  if (callFrame.url) {
    const map = await mapOf(callFrame.url);
    const original = map && callFrame.lineNumber >= 0 ? originalPositionFor(map, { line: callFrame.lineNumber + 1, column: Math.max(0, callFrame.columnNumber) }) : null;
    if (original?.source) {
      module = moduleOf(original.source);
      name = `${original.name ?? name} (${module}:${original.line})`;
    } else {
      name = `${name} (${module})`;
    }
  }
  return { module, name };
}

/** The nearest ancestor (or the node) whose source is under src/: which of our modules asked. */
async function ownerOf(node, parents, nodes) {
  for (let id = node.id; id !== undefined; id = parents.get(id)) {
    const frame = nodes.get(id).callFrame;
    if (!frame.url) continue;
    const { module, name } = await nameOf(frame);
    if (module.startsWith('src/')) return name;
  }
  return '(none of ours)';
}

const sorted = (totals, count = top) => [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);

async function report(entry, { cpu, longTasks, trace }) {
  const blocking = longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  console.log(`\n## ${entry.name} (${entry.path}), CPU 4x`);
  console.log(`long tasks: ${longTasks.map((task) => `${ms(task.duration)} at ${ms(task.start)}`).join(', ') || 'none'}; blocking past 50 ms: ${ms(blocking)}`);
  const nodes = new Map(cpu.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of cpu.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  // Each sample: its node and its time (the profile's clock, microseconds, as the trace's).
  const samples = [];
  let at = cpu.startTime;
  for (let index = 0; index < cpu.samples.length; index += 1) {
    at += cpu.timeDeltas[index];
    samples.push({ id: cpu.samples[index], at, time: (cpu.timeDeltas[index + 1] ?? 0) / 1000 });
  }
  /** The outermost script function of a node's stack: what the task ran (a timer, a promise's callback, React's scheduler). */
  const entryOf = async (node) => {
    let entry = node;
    for (let id = node.id; id !== undefined; id = parents.get(id)) if (nodes.get(id).callFrame.url) entry = nodes.get(id);
    return (await nameOf(entry.callFrame)).name;
  };
  /** React's phase a sample is in: a render that yields (concurrent) or not (sync), a commit, passive effects. */
  const PHASES = ['workLoopSync', 'workLoopConcurrentByScheduler', 'commitRoot', 'flushPassiveEffects'];
  const phaseOf = async (node) => {
    for (let id = node.id; id !== undefined; id = parents.get(id)) {
      const frame = nodes.get(id).callFrame;
      if (!frame.url) continue;
      const { name } = await nameOf(frame);
      const phase = PHASES.find((candidate) => name.startsWith(`${candidate} `));
      if (phase) return phase;
    }
    return '(not React)';
  };
  const tally = async (within) => {
    const byModule = new Map();
    const byFunction = new Map();
    const byOwner = new Map();
    const byEntry = new Map();
    const byPhase = new Map();
    for (const sample of within) {
      const node = nodes.get(sample.id);
      const phase = await phaseOf(node);
      byPhase.set(phase, (byPhase.get(phase) ?? 0) + sample.time);
      const entry = await entryOf(node);
      byEntry.set(entry, (byEntry.get(entry) ?? 0) + sample.time);
      const { module, name } = await nameOf(node.callFrame);
      byModule.set(module, (byModule.get(module) ?? 0) + sample.time);
      byFunction.set(name, (byFunction.get(name) ?? 0) + sample.time);
      if (module !== '(idle)') {
        const owner = await ownerOf(node, parents, nodes);
        byOwner.set(owner, (byOwner.get(owner) ?? 0) + sample.time);
      }
    }
    return { byModule, byFunction, byOwner, byEntry, byPhase };
  };
  const line = (totals, count) => sorted(totals, count).map(([name, time]) => `${ms(time)} ${name}`).join('; ');
  for (const task of longTraceTasks(trace)) {
    const within = samples.filter((sample) => sample.at >= task.ts && sample.at < task.ts + task.dur);
    const { byModule, byFunction, byOwner, byEntry, byPhase } = await tally(within);
    console.log(`\ntask ${ms(task.dur / 1000)} at ${ms((task.ts - cpu.startTime) / 1000)} after the profile's start`);
    console.log(`  trace events (self): ${line(new Map([...task.self].map(([name, time]) => [name, time / 1000])), 10)}`);
    console.log(`  modules: ${line(byModule, 10)}`);
    console.log(`  functions: ${line(byFunction, 10)}`);
    console.log(`  our callers: ${line(byOwner, 10)}`);
    console.log(`  entered by: ${line(byEntry, 5)}`);
    console.log(`  React: ${line(byPhase, 5)}`);
  }
  const all = await tally(samples);
  console.log('\nwhole load, self time by module:');
  for (const [name, time] of sorted(all.byModule)) console.log(`  ${ms(time).padStart(8)}  ${name}`);
  console.log('whole load, self time by our nearest caller (src/):');
  for (const [name, time] of sorted(all.byOwner)) console.log(`  ${ms(time).padStart(8)}  ${name}`);
}

const list = await chosenPages(base);
const browser = await launchChromium();
try {
  for (const entry of list) {
    for (let run = 0; run < runs; run += 1) {
      maps.clear();
      await report(entry, await profile(browser, `${base}${entry.path}?lng=en`, Boolean(entry.signedIn)));
    }
  }
} finally {
  await browser.close();
}
