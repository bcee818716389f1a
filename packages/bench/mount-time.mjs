// Time to a usable email field, and layout shift: Portico's <LoginWidget> next to Stytch's prebuilt
// UI (StytchUIClient.mountLogin), in one Chromium run against the same emulator.
//
//   npm run bench      (after bundle-size.mjs; turbo builds the packages and the emulator first)
//   node mount-time.mjs [--runs 10] [--profiles loopback,slow4g] [--shadow] [--verbose] [--keep]
//   (MOUNT_TIME_RUNS=10 works too; --shadow renders both widgets in a shadow root)
//
// 1. Builds the two pages of mount-time-pages/ with Vite (production, minified), each on its own as
//    its host would, into a temp dir: Portico's page bundles React 19, <LoginWidget> and Stytch's
//    headless client; Stytch's page bundles @stytch/vanilla-js's StytchUIClient and calls
//    mountLogin. Same host markup (a heading above the widget, a footer below), same config
//    `{ products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 } }`.
// 2. Serves them from a small static server (gzip, no caching) and starts the emulator
//    (`dist/cli.js --db :memory:`), each on a free port of localhost.
// 3. Loads the pages alternately in one Chromium (which one first alternating too), each load in
//    a fresh browser context with the cache disabled (CDP Network.setCacheDisabled), after one
//    unmeasured load of each: on loopback, then on slow 4G (CDP Network.emulateNetworkConditions:
//    150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up; CPU not throttled). mount-time-pages/probe.js,
//    injected before the page's scripts, records the time from navigation start until an email
//    input that is present, visible and enabled has been painted, the layout shift (CLS) until
//    1 s later, and the long tasks.
// 4. Prints medians and p90 per page and profile, and Portico's time over Stytch's against the
//    goal (≤ 0.5×, CLS 0). The goal is reported, not enforced; a page that never shows a usable
//    email field fails the run (exit code 1).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import os from 'node:os';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, runnerImport } from 'vite';
import { freePort, median } from './shared.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.MOUNT_TIME_RUNS ?? '10' },
    profiles: { type: 'string', default: 'loopback,slow4g' },
    shadow: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer (got "${args.runs}").`);
const GOAL_RATIO = 0.5;
const LOAD_TIMEOUT_MS = 30_000;
const PAGES_DIR = fileURLToPath(new URL('./mount-time-pages/', import.meta.url));
const PROBE = readFileSync(join(PAGES_DIR, 'probe.js'), 'utf8');
const CLI = fileURLToPath(new URL('../emulator/dist/cli.js', import.meta.url));

const PAGES = [
  { id: 'portico', name: 'Portico' },
  { id: 'stytch', name: 'Stytch' },
];
const PROFILES = {
  loopback: { name: 'loopback', conditions: null },
  // Chrome DevTools' "Slow 4G" figures as the issue states them; throughput in bytes per second.
  slow4g: {
    name: 'slow 4G',
    conditions: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 },
  },
};

/** Nearest-rank percentile. */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
};
const sleep = (duration) => new Promise((resolve) => setTimeout(resolve, duration));
const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(', ');


/**
 * Each page built on its own, as its host would build it, into `<outDir>/<id>/` (served under
 * `/<id>/`): no chunk is shared between the two.
 */
async function buildPages() {
  // A production build, as a host ships it. Vite leaves an existing NODE_ENV alone, and loading
  // vite.shared.ts through Vite's module runner (below) sets it to 'development': React's
  // development build then went into Portico's page (525 KB instead of 331 KB minified).
  process.env.NODE_ENV = 'production';
  const outDir = mkdtempSync(join(os.tmpdir(), 'portico-mount-time-'));
  for (const { id } of PAGES) {
    await build({
      configFile: false,
      root: PAGES_DIR,
      base: `/${id}/`,
      logLevel: 'error',
      mode: 'production',
      build: {
        outDir: join(outDir, id),
        emptyOutDir: true,
        minify: true,
        chunkSizeWarningLimit: 2048,
        rolldownOptions: { input: join(PAGES_DIR, `${id}.html`) },
      },
    });
  }
  return outDir;
}

/** Every built file by URL path, and per page: the files its HTML loads (gzip) and the other chunks. */
function readPages(outDir) {
  const files = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(`/${relative(outDir, path).split('\\').join('/')}`, readFileSync(path));
    }
  };
  walk(outDir);
  const weights = {};
  for (const { id } of PAGES) {
    const html = files.get(`/${id}/${id}.html`).toString();
    const referenced = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    const gzip = referenced.reduce((sum, path) => sum + gzipSync(files.get(path)).length, 0);
    const others = [...files.keys()].filter((path) => path.startsWith(`/${id}/`) && path.endsWith('.js') && !referenced.includes(path));
    const othersGzip = others.reduce((sum, path) => sum + gzipSync(files.get(path)).length, 0);
    weights[id] = { files: referenced.length, gzip, others: others.length, othersGzip };
  }
  return { files, weights };
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

/** A static server for the built pages: gzip (compressed once, up front) and no caching. */
async function serve(files) {
  const gzipped = new Map([...files].map(([path, body]) => [path, gzipSync(body)]));
  const server = createHttpServer((request, response) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const body = files.get(path);
    if (!body) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipped.get(path) : body);
  });
  // Every interface, both address families: Chromium may resolve localhost to ::1 or 127.0.0.1.
  await new Promise((resolve) => server.listen(0, resolve));
  return { port: server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** `node dist/cli.js --port <free> --db :memory:` until `/emulator/health` answers. */
async function startEmulator() {
  const port = await freePort();
  const child = spawn(process.execPath, [CLI, '--port', String(port), '--db', ':memory:'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://localhost:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The emulator exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/emulator/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 30_000) throw new Error('The emulator did not answer /emulator/health within 30 s.');
    await sleep(20);
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/** One load in a fresh context: the probe's record, or a failure with what the page said. */
async function load(browser, url, profile) {
  const started = performance.now();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const messages = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => messages.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`));
    await page.addInitScript({ content: PROBE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (profile.conditions) await cdp.send('Network.emulateNetworkConditions', profile.conditions);
    await page.goto(url, { waitUntil: 'commit' });
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, LOAD_TIMEOUT_MS, null)));
    const state = await Promise.race([page.evaluate(() => window.__mountTimeDone), timeout]).finally(() => clearTimeout(timer));
    if (!state) {
      const partial = await page.evaluate(() => window.__mountTime).catch(() => null);
      return { error: `no usable email field within ${LOAD_TIMEOUT_MS / 1000} s`, state: partial, messages };
    }
    return { ...state, messages, wall: Math.round(performance.now() - started) };
  } finally {
    await context.close();
  }
}

const shared = await runnerImport(fileURLToPath(new URL('../../vite.shared.ts', import.meta.url)));
const { chromiumArgs, chromiumPath } = shared.module;
if (!existsSync(chromiumPath)) {
  console.log(`\nTime to a usable email field: skipped (no Chromium at ${chromiumPath}; set CHROMIUM_PATH).\n`);
  process.exit(0);
}
const profiles = args.profiles.split(',').map((key) => {
  if (!PROFILES[key]) throw new Error(`Unknown profile "${key}" (known: ${Object.keys(PROFILES).join(', ')}).`);
  return PROFILES[key];
});

const loadBefore = loadAverage();
const benchStarted = performance.now();
const outDir = await buildPages();
const buildSeconds = (performance.now() - benchStarted) / 1000;
const { files, weights } = readPages(outDir);
const results = {};
const failures = [];
let server;
let emulator;
let browser;
let chromiumVersion = '';
try {
  server = await serve(files);
  emulator = await startEmulator();
  const { chromium } = await import('playwright');
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  chromiumVersion = browser.version();
  const measure = async (profile, page, run) => {
    const url = `http://localhost:${server.port}/${page.id}/${page.id}.html?emulator=${encodeURIComponent(emulator.url)}${args.shadow ? '&shadow=1' : ''}`;
    const result = await load(browser, url, profile);
    if (args.verbose || result.error || result.errors?.length) {
      console.log(`${profile.name} ${page.name} ${run < 0 ? 'warm-up' : `run ${run}`}: ${result.error ?? `${result.usable.toFixed(0)} ms (in the DOM at ${result.inDom.toFixed(0)} ms; the load took ${result.wall} ms)`}`);
      for (const line of [...result.messages, ...(result.errors ?? []), ...(result.state?.errors ?? [])]) console.log(`  ${line}`);
      if (args.verbose && result.resources) console.log(`  fetched: ${result.resources.join(', ')}`);
      if (args.verbose && result.shiftLog) console.log(`  layout shifts: ${JSON.stringify(result.shiftLog)}`);
    }
    if (result.error) {
      failures.push(`${page.name} (${profile.name}): ${result.error}`);
      throw new Error(`${page.name}'s page did not render a usable email field (${profile.name}).`);
    }
    if (run >= 0) results[profile.name][page.id].push(result);
  };
  // One unmeasured load of each page first (the server, the emulator and Chromium warm up).
  for (const page of PAGES) await measure(profiles[0], page, -1);
  for (const profile of profiles) {
    results[profile.name] = Object.fromEntries(PAGES.map(({ id }) => [id, []]));
    // The pages alternately, which one goes first alternating too.
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of run % 2 === 0 ? PAGES : [...PAGES].reverse()) await measure(profile, page, run);
    }
  }
} catch (error) {
  if (!failures.length) failures.push(error instanceof Error ? error.message : String(error));
} finally {
  await browser?.close();
  await emulator?.stop();
  await server?.close();
  if (!args.keep) rmSync(outDir, { recursive: true, force: true });
}
const elapsed = (performance.now() - benchStarted) / 1000;

const cpus = os.cpus();
console.log('\nTime to a usable email field, and layout shift: Portico next to Stytch\'s prebuilt UI\n');
console.log(
  `Chromium ${chromiumVersion} (headless), one run: ${RUNS} loads of each page per profile, alternating, ` +
    'each in a fresh context with the cache off, after one unmeasured load of each.',
);
console.log(`Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}; load average ${loadBefore} before, ${loadAverage()} after (${elapsed.toFixed(0)} s, of which the build ${buildSeconds.toFixed(0)} s).`);
console.log(
  `Pages: built by Vite (production, minified)${args.keep ? ` into ${outDir}` : ''}, served gzip from localhost; ` +
    `same emulator, same config (otp, email)${args.shadow ? ', both in a shadow root' : ''}.`,
);
for (const { id, name } of PAGES) {
  const { files: count, gzip, others, othersGzip } = weights[id];
  console.log(
    `  ${name.padEnd(8)} its HTML loads ${count} file(s), ${(gzip / 1024).toFixed(1)} KB gzip; ` +
      `${others} more chunk(s) in its build (${(othersGzip / 1024).toFixed(1)} KB gzip), loaded on demand`,
  );
}
console.log('');

if (failures.length) {
  console.log(`FAILED: ${failures.join('; ')}`);
  process.exit(1);
}

const ms = (value) => `${value.toFixed(0)}`;
const header = ['profile', 'page', 'usable ms: median', 'p90', 'in DOM', 'CLS: median', 'max', "widget's own CLS: max", 'long tasks ms: to +1 s', 'before usable'];
const rows = [];
const ratios = [];
let clsZero = true;
let ownClsZero = true;
for (const profile of profiles) {
  const byPage = results[profile.name];
  for (const { id, name } of PAGES) {
    const loads = byPage[id];
    const cls = loads.map((entry) => entry.cls);
    const ownCls = loads.map((entry) => entry.ownCls);
    if (id === 'portico' && Math.max(...cls) > 0) clsZero = false;
    if (id === 'portico' && Math.max(...ownCls) > 0) ownClsZero = false;
    rows.push([
      profile.name,
      name,
      ms(median(loads.map((entry) => entry.usable))),
      ms(percentile(loads.map((entry) => entry.usable), 90)),
      ms(median(loads.map((entry) => entry.inDom))),
      median(cls).toFixed(3),
      Math.max(...cls).toFixed(3),
      Math.max(...ownCls).toFixed(3),
      ms(median(loads.map((entry) => entry.longTasks))),
      ms(median(loads.map((entry) => entry.longTasksBeforeUsable))),
    ]);
  }
  const ratio = median(byPage.portico.map((entry) => entry.usable)) / median(byPage.stytch.map((entry) => entry.usable));
  ratios.push([profile.name, ratio]);
}
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log('');
console.log('usable: from navigation start until an email input present, visible and enabled has been painted (in DOM: when the DOM');
console.log('first had it, before that paint). CLS: the layout shifts (without input) until 1 s after it was usable. The widget\'s own:');
console.log('the same, without the frame that first painted the widget (the host page\'s text below moving to make room for it,');
console.log('which only the host can prevent, by reserving the room or rendering on the server).');
console.log('Long tasks: main-thread tasks over 50 ms (medians of the sums), until then, and the part of them before the field was usable.');
const shiftSummary = PAGES.map(({ id, name }) => {
  const loads = profiles.flatMap((profile) => results[profile.name][id]);
  const moved = new Set(loads.flatMap((entry) => entry.shiftLog.flatMap((shift) => shift.sources.split(' '))));
  const own = loads.flatMap((entry) => entry.shiftLog.filter((shift) => shift.own));
  return `${name} ${median(loads.map((entry) => entry.shifts))} per load (moving: ${[...moved].join(', ') || 'nothing'}; after the widget's first frame: ${own.length} in ${loads.length} loads)`;
});
console.log(`Layout shifts, median count: ${shiftSummary.join('; ')}.`);
console.log('');
const ratioText = ratios.map(([name, ratio]) => `${name} ${ratio.toFixed(2)}×`).join(', ');
const met = ratios.every(([, ratio]) => ratio <= GOAL_RATIO) && clsZero;
console.log(`Portico's time over Stytch's (medians): ${ratioText}.`);
console.log(`Goal: at most ${GOAL_RATIO}× Stytch's time, and CLS 0 on every Portico load → ${met ? 'met' : 'NOT met'}.`);
console.log(`The widget's own layout shift on every Portico load: ${ownClsZero ? '0' : 'NOT 0'}.`);
