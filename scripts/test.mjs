// `npm test`: every check the project has, scheduled for a 2-core machine.
//
// After the build, two lanes run side by side: the type check and the jsdom tests, then the
// playground's end-to-end suite, the docs' framework steps, the WebKit smoke suite and the look's
// pictures; and the playground's build, then the other browser suites
// (stories, conformance, the packed-tarball app, the test kit's own suite, the Next.js, Vue and
// Svelte examples, the Preact playground) and the linters. Every step keeps the cores busy (the browsers too: a page costs
// CPU, not waiting), so the lanes are balanced to end together.
//
// Each step runs even if another failed. A step's output is printed in one piece when it ends
// (so the lanes never interleave); at the end come the failing steps' key lines, any tests that
// only passed on a retry, and the summary (with each failing step's failed tests under it), with a
// non-zero exit code if anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium, ensureFirefox, ensureWebKit, fullChromiumPath } from './browsers.mjs';

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};

const build = {
  name: 'Build (emulator, libraries, elements, test kit)',
  command: ['npx', 'turbo', 'run', 'build', '--filter=@portico/core', '--filter=@portico/ui', '--filter=@portico/emulator', '--filter=@portico/elements', '--filter=@portico/testing', '--output-logs=errors-only'],
};
/**
 * The first lane: the type check and the jsdom tests, then the playground's end-to-end suite (which
 * keeps two browsers busy) once they are done. Started with them, it had the machine at a load of
 * 17–20 and every step took three to five times as long as alone.
 */
const checksThenE2e = [
  { name: 'Typecheck (TypeScript 7: every package, the e2e and conformance suites, the tooling)', command: ['npm', 'run', 'typecheck', '--silent'] },
  { name: 'The flow map in docs/architecture.md matches the registry of flows and the code', command: ['node', 'scripts/flow-map.mjs', '--check'] },
  { name: "The docs' lists of modes, elements and languages match the registry, the elements and the catalogs", command: ['node', 'scripts/docs-lists.mjs', '--check'] },
  { name: 'Unit and component tests (React 19 and 18)', command: ['npx', 'turbo', 'run', 'test', '--concurrency=2', '--output-logs=new-only'] },
];
const e2e = {
  name: 'End-to-end tests: the playground (Chromium and a Firefox smoke suite, emulator, @stytch/vanilla-js)',
  command: ['npm', 'run', 'test:e2e', '-w', '@portico/playground'],
  env: { PORTICO_E2E_PREBUILT: '1' },
};
/**
 * After the first lane's end-to-end suite, which ends some 200 s before the second lane: the
 * docs' Vue and Svelte steps followed in fresh apps with the packed tarballs (about 70 s, mostly
 * two npm installs; no browser).
 */
const docsSteps = { name: "docs/web-components.md's Vue and Svelte steps as written (fresh Vite apps, packed tarballs, type check, build)", command: ['node', 'scripts/docs-steps-test.mjs'] };
/**
 * Then the WebKit smoke suite (WebKitGTK's MiniBrowser on an Xvfb display, W3C WebDriver classic;
 * its own emulator and ports, 4160 and 5260, serving the playground's build): three tests, 23–30 s
 * alone, where this lane still ends well before the other. GNU time counts some 7 CPU-s; WebKit's
 * web process, which outlives the browser that started it, another 8 or so it cannot see.
 */
const webkit = {
  name: 'WebKit smoke suite (WebKitGTK MiniBrowser, WebDriver classic, emulator): <portico-login> in its shadow root, a code login, a password sign-up',
  command: ['npm', 'run', 'test:webkit', '-w', '@portico/playground'],
  env: { PORTICO_E2E_PREBUILT: '1' },
};
/**
 * Then the look in pictures (issue 39): every screen in light, dark, Arabic and at 360 px against
 * the committed baselines (e2e/look/baselines), 21 s. On the end-to-end suite's own ports, free
 * once it has ended, so it serves the build that suite used (made for its emulator's address).
 */
const look = {
  name: 'The look in pictures: every screen, light, dark, Arabic, 360 px, against the committed baselines (Chromium, emulator)',
  command: ['npm', 'run', 'test:look', '-w', '@portico/playground'],
  env: { PORTICO_E2E_PREBUILT: '1', PORTICO_E2E_EMULATOR_PORT: '4110', PORTICO_E2E_PLAYGROUND_PORT: '5190' },
};
// For the first lane's end-to-end suite (the elements' bundle it also serves comes from the build step).
const playgroundBuild = { name: 'Playground build for the end-to-end tests', command: ['npm', 'run', 'build:e2e', '-w', '@portico/playground'] };
/** The second lane, after the playground's build: the other browser suites, one at a time. */
const browserSuites = [
  { name: 'Storybook story tests (Chromium, axe)', command: ['npx', 'vitest', 'run', '--config', 'vitest.storybook.config.ts'] },
  { name: 'Emulator conformance (Chromium, real Stytch clients)', command: ['npm', 'run', 'test:conformance', '-w', '@portico/conformance'] },
  { name: 'Packages (publint, attw on the packed tarballs)', command: ['node', 'scripts/check-packages.mjs'] },
  { name: 'Size budgets (first load per widget, gzip)', command: ['node', 'packages/bench/size-budget.mjs'] },
  {
    name: "Packed tarballs in a fresh Vite app (install, tsc bundler + node16, build; its Playwright tests on @portico/testing, 2 workers)",
    command: ['node', 'scripts/pack-test.mjs'],
  },
  { name: '@portico/testing: its fixtures and scenarios end to end (Chromium, an emulator per worker)', command: ['npm', 'run', 'test:e2e', '-w', '@portico/testing'] },
  { name: 'Next.js example: SSR, hydration, login (Chromium, emulator)', command: ['npm', 'run', 'test:e2e', '-w', '@portico/example-next'] },
  { name: 'Vue and Svelte examples: build, log in through <portico-login> (Chromium, emulator)', command: ['npm', 'run', 'test:e2e', '-w', '@portico/example-vue', '-w', '@portico/example-svelte'] },
  // The playground built on Preact (the runtime @portico/elements ships), with the elements'
  // bundle from the build step: one test of each product whose screens hold the most state
  // (tagged @compat). The whole suite: `npm run test:compat -w @portico/elements`. In the full
  // Chromium browser (every other suite runs in its headless shell: vite.shared.ts), so a
  // difference between the two shows.
  {
    name: 'The playground on Preact (@portico/elements runtime): a code, a passkey, second factors (the full Chromium, emulator)',
    command: ['npm', 'run', 'test:compat', '-w', '@portico/elements', '--', '--project=chromium', '--no-deps', '--workers=1', '--grep', '@compat'],
    env: { PORTICO_E2E_PREBUILT: '1', CHROMIUM_PATH: fullChromiumPath },
  },
  // Last here, not before the end-to-end suite: both lanes then end within seconds of each other
  // (every step is CPU-bound: the run takes at least half the suite's CPU time).
  { name: 'Lint (ESLint; oxlint for the type-aware rules)', command: ['npm', 'run', 'lint', '--silent'] },
];

const results = [];
const started = Date.now();
const clock = () => `${Math.round((Date.now() - started) / 1000)} s`;

/**
 * GNU time, where the machine has it: each step's CPU time (user + system, its processes and
 * theirs: browsers, servers), printed beside its wall time, says whether a step computes or waits.
 */
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
const cpuDir = mkdtempSync(join(tmpdir(), 'portico-test-cpu-'));
let stepCount = 0;

function run(step) {
  return new Promise((resolve) => {
    const begin = Date.now();
    console.log(`▶ ${step.name} (at ${clock()})`);
    let output = '';
    const cpuFile = join(cpuDir, `${(stepCount += 1)}.txt`);
    const command = TIME ? [TIME, '-q', '-f', '%U %S', '-o', cpuFile, ...step.command] : step.command;
    const child = spawn(command[0], command.slice(1), { env: { ...env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const finish = (ok, extra = '') => {
      const seconds = Math.round((Date.now() - begin) / 1000);
      const cpu = cpuSeconds(cpuFile);
      const times = `${seconds} s${cpu === null ? '' : `, CPU ${cpu} s`}`;
      console.log(`\n━━ ${step.name} ━━\n${output}${extra}`);
      console.log(`${ok ? '✔' : '✘'} ${step.name} (${times}, ended at ${clock()})`);
      results.push({ name: step.name, ok, seconds, times, output: output + extra });
      resolve(ok);
    };
    child.on('error', (error) => finish(false, `\n${error.message}\n`));
    child.on('close', (code) => finish(code === 0));
  });
}

/** The user + system seconds GNU time wrote (its last line: a failing command's status comes first). */
function cpuSeconds(file) {
  try {
    const [user, system] = readFileSync(file, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
    return Number.isFinite(user) && Number.isFinite(system) ? Math.round(user + system) : null;
  } catch {
    return null;
  }
}

async function lane(steps) {
  for (const step of steps) await run(step);
}

const plain = (text) => stripVTControlCharacters(text);

/** The lines that say what failed: test runners' failure markers and errors, with a little context. */
function failureExcerpt(output, limit = 160) {
  const lines = plain(output).split('\n');
  const marker = /✘|✗|×|\bFAIL\b|\bfailed\b|Error:|ERR!|error TS\d+|^\s+\d+:\d+\s+error\b|Expected|Received|Timed out|timeout/i;
  const keep = new Set();
  lines.forEach((line, index) => {
    if (!marker.test(line)) return;
    for (let i = Math.max(0, index - 2); i <= Math.min(lines.length - 1, index + 6); i += 1) keep.add(i);
  });
  const picked = [...keep].sort((a, b) => a - b);
  const out = [];
  let previous = -2;
  for (const index of picked) {
    if (index !== previous + 1) out.push('  …');
    out.push(lines[index]);
    previous = index;
  }
  // Test runners summarise their failures last: keep the end.
  if (out.length > limit) return [`  … (${out.length - limit} earlier lines in the step's output above)`, ...out.slice(-limit)].join('\n');
  return out.length > 0 ? out.join('\n') : lines.slice(-40).join('\n');
}

/** Playwright's list reporter names the tests that passed only on a retry after "N flaky". */
function flakyTests(output) {
  const lines = plain(output).split('\n');
  const found = [];
  lines.forEach((line, index) => {
    if (!/^\s+\d+ flaky\s*$/.test(line)) return;
    for (let i = index + 1; i < lines.length && /^\s+\[/.test(lines[i]); i += 1) found.push(lines[i].trim());
  });
  return found;
}

try {
  console.log(`Chromium: ${ensureChromium()}`);
  console.log(`Firefox: ${ensureFirefox()}`);
  console.log(`WebKit: ${ensureWebKit()}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

await run(build);
const playgroundBuilt = run(playgroundBuild);
await Promise.all([
  lane(checksThenE2e).then(async () => {
    await playgroundBuilt;
    await run(e2e);
    await run(docsSteps);
    await run(webkit);
    await run(look);
  }),
  playgroundBuilt.then(() => lane(browserSuites)),
]);

const failed = results.filter((result) => !result.ok);
for (const result of failed) console.log(`\n━━ What failed in: ${result.name} ━━\n${failureExcerpt(result.output)}`);
const flaky = results.flatMap((result) => flakyTests(result.output).map((test) => `${result.name}: ${test}`));
if (flaky.length > 0) console.log(`\n━━ Passed only on a retry (flaky; fix these) ━━\n${flaky.join('\n')}`);

/** The failing tests' names (vitest's FAIL and ×, Playwright's ✘ and numbered failures), for the last lines of the log. */
function failedTestNames(output, limit = 12) {
  const names = new Set();
  for (const line of plain(output).split('\n')) {
    const text = line.replace(/^@[\w/-]+:[\w:-]+:\s*/, '').trim();
    if (!/^(FAIL|×|✘)\s/.test(text) && !/^\d+\) \[/.test(text)) continue;
    // One name per test: without the marker, Playwright's running number, retry and duration.
    const name = text
      .replace(/^(FAIL|×|✘)\s+(\d+\s+)?|^\d+\)\s+/, '')
      .replace(/(\s+\(retry #\d+\))?(\s+\([\d.]+m?s\))?\s*$/, '');
    names.add(name.slice(0, 220));
  }
  const list = [...names];
  return list.length > limit ? [...list.slice(0, limit), `… and ${list.length - limit} more`] : list;
}

console.log('\n━━ Summary ━━');
for (const { name, ok, times, output } of results) {
  console.log(`${ok ? '✔' : '✘'} ${name} (${times})`);
  // Last, where a log cut to its end still shows them.
  if (!ok) for (const test of failedTestNames(output)) console.log(`    ${test}`);
}
console.log(`Total: ${clock()}`);
rmSync(cpuDir, { recursive: true, force: true });
if (failed.length > 0) {
  console.log(`\n${failed.length} step(s) failed.`);
  process.exit(1);
}
