// The emulator's figures: how fast it starts, and how much login traffic it sustains.
//
//   npm run bench                 (after bundle-size.mjs; turbo builds @portico/emulator first)
//   node emulator.mjs [--duration 10] [--connections 16] [--no-browser]
//   node emulator.mjs --throughput-only --baseline <other build's cli.js> [--rounds 3]
//
// `--baseline` measures a second build of the emulator (e.g. `node build.mjs --outdir .perf-before`
// in packages/emulator, made before a change) in the same run: the two alternate, round after round,
// so both see the same machine load, and each figure is the median of its rounds. `--cli` picks the
// build under test (packages/emulator/dist/cli.js by default); `--throughput-only` skips the cold
// starts.
//
// 1. Cold start of the Node emulator: `node packages/emulator/dist/cli.js --port <free> --db :memory:`
//    spawned until `GET /emulator/health` answers; median of 5.
// 2. Cold start of the browser emulator (`startBrowserEmulator`) in Chromium, when Chromium is
//    available: time from the call to a running emulator (sql.js compiled, the app created, the
//    service workers registered), first with no service worker installed, then on reloads.
// 3. Sustained throughput against the Node emulator, measured with autocannon: each connection
//    repeats an email OTP login as the SDK and a test would do it, `POST /sdk/v1/otps/email/
//    login_or_create` (a new address each time, so a new user), `GET /emulator/outbox?to=` (the
//    code, as a test reads it) and `POST /sdk/v1/otps/authenticate` (a session and its JWT).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer as createViteServer, runnerImport } from 'vite';
import { freePort, median } from './shared.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
    'no-browser': { type: 'boolean', default: false },
    'throughput-only': { type: 'boolean', default: false },
    cli: { type: 'string' },
    baseline: { type: 'string' },
    rounds: { type: 'string' },
  },
});

const CLI = args.cli ? resolvePath(args.cli) : fileURLToPath(new URL('../emulator/dist/cli.js', import.meta.url));
const BASELINE = args.baseline ? resolvePath(args.baseline) : undefined;
const ROUNDS = Number(args.rounds ?? (BASELINE ? 3 : 1));
const PUBLIC_TOKEN = 'public-token-test-portico';
const AUTHORIZATION = `Basic ${Buffer.from(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`).toString('base64')}`;
const GOAL_RPS = 2000;

const ms = (value) => `${value.toFixed(0)} ms`;


const sleep = (duration) => new Promise((resolve) => setTimeout(resolve, duration));

/** Spawns the CLI; resolves once `/emulator/health` answers, with the time that took. */
async function startNodeEmulator(cli = CLI) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [cli, '--port', String(port), '--db', ':memory:'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The emulator exited with ${child.exitCode}: ${stderr}`);
    try {
      const response = await fetch(`${url}/emulator/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > 30_000) throw new Error('The emulator did not answer /emulator/health within 30 s.');
    await sleep(2);
  }
  const elapsed = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, elapsed, stop, pid: child.pid };
}

async function nodeColdStart(runs = 5) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const emulator = await startNodeEmulator();
    times.push(emulator.elapsed);
    await emulator.stop();
  }
  return times;
}

/**
 * `startBrowserEmulator` in Chromium: `emulator-browser/` served by a Vite dev server (the
 * emulator's source, as the playground and Storybook use it), with the two service worker scripts
 * the playground serves (vite.emulator-workers.ts).
 */
async function browserColdStart(runs = 5) {
  const shared = await runnerImport(fileURLToPath(new URL('../../vite.shared.ts', import.meta.url)));
  const { chromiumArgs, chromiumPath, sourceConditions } = shared.module;
  const { emulatorWorkers } = (await runnerImport(fileURLToPath(new URL('../../vite.emulator-workers.ts', import.meta.url)))).module;
  if (!existsSync(chromiumPath)) return { skipped: `no Chromium at ${chromiumPath}` };
  const { chromium } = await import('playwright');
  const server = await createViteServer({
    configFile: false,
    root: fileURLToPath(new URL('./emulator-browser', import.meta.url)),
    plugins: [emulatorWorkers()],
    resolve: sourceConditions.resolve,
    logLevel: 'silent',
    server: { port: await freePort(), strictPort: true, host: 'localhost' },
    // Everything up front, so no dependency is discovered (and the page reloaded) while timing.
    optimizeDeps: { entries: ['main.js'], include: ['msw', 'msw/browser', 'sql.js'] },
  });
  await server.listen();
  const url = `http://localhost:${server.config.server.port}/`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const load = async (page) => {
      await page.goto(url);
      const handle = await page.waitForFunction(() => window.__porticoBench, null, { timeout: 120_000 });
      const value = await handle.jsonValue();
      if (value.error) throw new Error(`startBrowserEmulator failed: ${value.error}`);
      return value.ms;
    };
    // A throwaway first visit: Vite compiles the modules (not part of the figure).
    const warmup = await browser.newContext();
    await load(await warmup.newPage());
    await warmup.close();
    // A fresh profile: the service workers get installed. Then reloads, which find them installed.
    const context = await browser.newContext();
    const page = await context.newPage();
    const first = await load(page);
    const times = [];
    for (let run = 0; run < runs; run += 1) times.push(await load(page));
    return { first, times };
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * CPU time (all threads) of one RS256 signature as the emulator makes it in Node (`crypto.sign` on
 * a `KeyObject`, on the thread pool), median of 5 batches of 200.
 */
async function rs256SignCost() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const data = new TextEncoder().encode('header.payload');
  const signOnce = () => new Promise((resolve, reject) => sign('sha256', data, privateKey, (error) => (error ? reject(error) : resolve())));
  const batches = [];
  for (let batch = 0; batch < 5; batch += 1) {
    const before = process.cpuUsage();
    for (let i = 0; i < 200; i += 1) await signOnce();
    const used = process.cpuUsage(before);
    batches.push((used.user + used.system) / 1000 / 200);
  }
  return median(batches);
}

async function throughput(url, sampleCpu) {
  const duration = Number(args.duration);
  const connections = Number(args.connections);
  let sequence = 0;
  const requests = [
    {
      method: 'POST',
      path: '/sdk/v1/otps/email/login_or_create',
      headers: { 'content-type': 'application/json', authorization: AUTHORIZATION },
      setupRequest: (request, context) => {
        sequence += 1;
        context.email = `bench.${sequence}@example.com`;
        return { ...request, body: JSON.stringify({ email: context.email, expiration_minutes: 5 }) };
      },
      onResponse: (status, body, context) => {
        if (status === 200) context.methodId = JSON.parse(body).data.method_id;
      },
    },
    {
      method: 'GET',
      setupRequest: (request, context) => ({ ...request, path: `/emulator/outbox?to=${encodeURIComponent(context.email)}` }),
      onResponse: (status, body, context) => {
        if (status === 200) context.code = JSON.parse(body).messages[0]?.code;
      },
    },
    {
      method: 'POST',
      path: '/sdk/v1/otps/authenticate',
      headers: { 'content-type': 'application/json', authorization: AUTHORIZATION },
      setupRequest: (request, context) => ({
        ...request,
        body: JSON.stringify({ token: context.code ?? '000000', method_id: context.methodId ?? 'none', session_duration_minutes: 60 }),
      }),
    },
  ];
  const run = (seconds) => autocannon({ url, connections, duration: seconds, requests, timeout: 10 });
  await run(Number(args.warmup));
  const before = sampleCpu();
  const result = await run(duration);
  const after = sampleCpu();
  const generator = process.cpuUsage(before.generator);
  result.cpu = {
    emulator: before.emulator === undefined || after.emulator === undefined ? undefined : after.emulator - before.emulator,
    eventLoop: before.eventLoop === undefined || after.eventLoop === undefined ? undefined : after.eventLoop - before.eventLoop,
    generator: (generator.user + generator.system) / 1000,
  };
  return result;
}

const cpus = os.cpus();
const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(', ');
console.log('\nEmulator (packages/emulator/dist, Node)\n');
console.log(`Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}.`);
console.log('The load generator (autocannon) and the emulator run on the same machine and share its cores.');
console.log(`Load average before the run (1, 5, 15 min): ${loadAverage()}.\n`);

if (!args['throughput-only']) {
  const nodeTimes = await nodeColdStart();
  console.log(`Cold start, node dist/cli.js --db :memory: until /emulator/health answers (5 runs)`);
  console.log(`  median ${ms(median(nodeTimes))}   (runs: ${nodeTimes.map(ms).join(', ')})\n`);
}

if (!args['no-browser'] && !args['throughput-only']) {
  try {
    const browser = await browserColdStart();
    if (browser.skipped) {
      console.log(`Cold start, startBrowserEmulator in Chromium: skipped (${browser.skipped}).\n`);
    } else {
      console.log('Cold start, startBrowserEmulator() in Chromium (sql.js compiled, app created, service workers registered)');
      console.log(`  first load, no service worker installed yet   ${ms(browser.first)}`);
      console.log(`  reloads, median of 5                          ${ms(median(browser.times))}   (runs: ${browser.times.map(ms).join(', ')})\n`);
    }
  } catch (error) {
    console.log(`Cold start, startBrowserEmulator in Chromium: not measured (${error instanceof Error ? error.message : String(error)}).\n`);
  }
}

/**
 * CPU time (ms) a process has used so far, all its threads, or only its main thread (the event
 * loop) with `mainThread`; from /proc on Linux, undefined elsewhere.
 */
function processCpuMs(pid, mainThread = false) {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised command name): utime, stime.
    const path = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
    const fields = readFileSync(path, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1000;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100;

/**
 * One throughput measurement of a build: a fresh emulator process, warmed up, then measured, with
 * the CPU time the emulator and the load generator used during the measured part (where
 * /proc exists). CPU per login varies less with the machine's other load than requests/s does.
 */
async function measure(cli) {
  const emulator = await startNodeEmulator(cli);
  try {
    const result = await throughput(emulator.url, () => ({
      emulator: processCpuMs(emulator.pid),
      eventLoop: processCpuMs(emulator.pid, true),
      generator: process.cpuUsage(),
    }));
    const logins = result.requests.total / 3;
    const cpu = result.cpu;
    return {
      ...result,
      rps: result.requests.average,
      errorCount: result.errors + result.timeouts + result.non2xx,
      emulatorCpuPerLogin: cpu.emulator === undefined ? undefined : cpu.emulator / logins,
      eventLoopCpuPerLogin: cpu.eventLoop === undefined ? undefined : cpu.eventLoop / logins,
      generatorCpuPerLogin: cpu.generator / logins,
    };
  } finally {
    await emulator.stop();
  }
}

const builds = [{ name: 'this build', cli: CLI, results: [] }];
if (BASELINE) builds.unshift({ name: 'baseline', cli: BASELINE, results: [] });
for (let round = 0; round < ROUNDS; round += 1) {
  for (const build of builds) build.results.push(await measure(build.cli));
}

/** The round with the median requests/s (its latencies are reported with it). */
const medianRound = (results) => [...results].sort((a, b) => a.rps - b.rps)[Math.floor((results.length - 1) / 2)];

console.log(
  `Throughput, email OTP logins (login_or_create → GET /emulator/outbox → authenticate), ` +
    `${args.connections} connections, ${args.duration} s after a ${args.warmup} s warm-up` +
    (ROUNDS > 1 ? `, median of ${ROUNDS} rounds` : ''),
);
for (const build of builds) {
  const result = medianRound(build.results);
  const errors = build.results.reduce((sum, each) => sum + each.errorCount, 0);
  const pairs = result.requests.total / 3;
  if (builds.length > 1) console.log(`  ${build.name}: ${build.cli}`);
  console.log(`  requests/s         ${result.rps.toFixed(0).padStart(8)}   (${(pairs / result.duration).toFixed(0)} complete logins/s)`);
  if (ROUNDS > 1) console.log(`  rounds             ${build.results.map((each) => each.rps.toFixed(0)).join(', ').padStart(8)}`);
  console.log(`  latency p50        ${`${result.latency.p50} ms`.padStart(8)}`);
  console.log(`  latency p99        ${`${result.latency.p99} ms`.padStart(8)}`);
  console.log(`  errors             ${String(errors).padStart(8)}   (${result.errors} socket errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers in the median round)`);
  console.log(`  requests in total  ${String(result.requests.total).padStart(8)}`);
  const cpuPerLogin = (key) => median(build.results.map((each) => each[key]).filter((each) => each !== undefined));
  if (build.results.some((each) => each.emulatorCpuPerLogin !== undefined)) {
    console.log(`  emulator CPU       ${`${cpuPerLogin('emulatorCpuPerLogin').toFixed(2)} ms`.padStart(8)}   per login, all its threads (median of the rounds)`);
    console.log(`    of which          ${`${cpuPerLogin('eventLoopCpuPerLogin').toFixed(2)} ms`.padStart(8)}   on its main thread (the event loop; signatures run on the thread pool)`);
  }
  console.log(`  generator CPU      ${`${cpuPerLogin('generatorCpuPerLogin').toFixed(2)} ms`.padStart(8)}   per login, autocannon (the load generator, on the same cores)`);
  build.rps = result.rps;
  build.errors = errors;
  build.logins = pairs / result.duration;
}
if (BASELINE) {
  const [baseline, current] = builds;
  console.log(`  this build / baseline: ${(current.rps / baseline.rps).toFixed(2)} ×`);
}
console.log(`Load average after the run (1, 5, 15 min): ${loadAverage()}.`);
console.log('');
const current = builds.at(-1);
const signMs = await rs256SignCost();
console.log(
  `Every authenticate signs a session JWT with RS256 (2048-bit RSA, as Stytch; backends verify with algorithms: ['RS256']).\n` +
    `One signature as the emulator makes it (node:crypto, on the thread pool) costs ${signMs.toFixed(2)} ms of CPU here: ` +
    `${(signMs * current.logins / 1000 * 100).toFixed(0)} % of a core at this rate.\n`,
);
const met = current.rps >= GOAL_RPS && current.errors === 0;
console.log(`Goal: at least ${GOAL_RPS} requests/s with no errors → ${met ? 'met' : 'NOT met'}.`);
