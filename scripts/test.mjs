// `npm test`: every check the project has, in an order that suits a 2-core machine (the browser
// suites run one at a time). Each step runs even if an earlier one failed; the summary says
// which failed and the exit code is non-zero if any did.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};

const steps = [
  ['Chromium', null, () => ensureChromium()],
  ['Build (emulator, libraries, elements)', ['npx', 'turbo', 'run', 'build', '--filter=@portico/core', '--filter=@portico/ui', '--filter=@portico/emulator', '--filter=@portico/elements', '--output-logs=errors-only']],
  ['Packages (publint, attw on the packed tarballs)', ['node', 'scripts/check-packages.mjs']],
  ['Size budgets (first load per widget, gzip)', ['node', 'packages/bench/size-budget.mjs']],
  ['Typecheck', ['npx', 'turbo', 'run', 'typecheck', '--output-logs=errors-only']],
  ['Typecheck (tooling)', ['npx', 'tsc', '-p', 'tsconfig.json']],
  ['Lint', ['npx', 'eslint', '.', '--max-warnings=0']],
  ['Unit and component tests', ['npx', 'turbo', 'run', 'test', '--concurrency=2', '--output-logs=new-only']],
  ['Storybook story tests (Chromium, axe)', ['npx', 'vitest', 'run', '--config', 'vitest.storybook.config.ts']],
  ['Emulator conformance (Chromium, real Stytch clients)', ['npx', 'turbo', 'run', 'test:conformance', '--output-logs=full']],
  ['End-to-end tests (Chromium, emulator, @stytch/vanilla-js)', ['npx', 'turbo', 'run', 'test:e2e', '--concurrency=1', '--output-logs=full']],
  ['Packed tarballs in a fresh Vite app (install, tsc bundler + node16, build, log in)', ['node', 'scripts/pack-test.mjs']],
];

const results = [];
for (const [name, command, fn] of steps) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  let ok;
  if (fn) {
    try {
      fn();
      ok = true;
    } catch (error) {
      console.error(error.message);
      ok = false;
    }
  } else {
    ok = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env }).status === 0;
  }
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok && name === 'Chromium') break;
}

console.log('\n━━ Summary ━━');
for (const { name, ok, seconds } of results) console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)`);
const failed = results.filter((result) => !result.ok);
if (failed.length > 0 || results.length < steps.length) {
  console.log(`\n${failed.length || 1} step(s) failed.`);
  process.exit(1);
}
