// Installs the publishable packages the way a user gets them, and logs in through them:
//   node scripts/pack-test.mjs [--keep]      (npm run test:pack; build the packages first)
//
// 1. `npm pack`s each publishable package (built `dist/` required) into a temporary folder, and
//    installs @portico/elements alone in another, as a Vue or Svelte host does: nothing else may
//    come with it, and its types must check without anything else.
// 2. Creates a fresh Vite + React app (its files: scripts/pack-test-app/) in another temporary folder, outside the repository (so
//    nothing resolves through the workspace's node_modules or links), whose dependencies are the
//    tarballs plus react, react-dom, @stytch/vanilla-js, the build tools and @playwright/test, at
//    the versions the repository uses, and `npm install`s it. The lockfile must resolve every
//    @portico package to its tarball, installed as a real folder (no link, no registry copy).
// 3. Type-checks the app with `tsc --noEmit` (strict, skipLibCheck false: the packages'
//    declarations are checked too) twice: `moduleResolution` `bundler` with TypeScript 6 (the
//    app's) and `node16` with TypeScript 7 (the repository's). Besides the app and its
//    end-to-end tests, a file imports the types of every JavaScript entry point of every package.
// 4. Starts the emulator from the installed tarball (its `portico-emulator` bin) once, to see it
//    answer, and `vite build`s the app for the emulator at http://localhost:4100, as
//    docs/testing.md says.
// 5. Runs the app's end-to-end tests, written as docs/testing.md tells a host to, on
//    @portico/testing from its tarball: `playwright test` (the app's own), two workers, each with
//    an emulator of its own, against `vite preview`, in the machine's Chromium (never a download):
//    an email code in <LoginWidget> and in <portico-login> (the widget's stylesheet where it
//    belongs, AUTHENTICATE_FLOW_COMPLETE, no console error, no request off the machine), a passkey
//    registered then used, an authenticator app enrolled then its code at the next sign-in, a
//    magic link under the `mailScanner` scenario, a wallet, and `expectAccessibleLogin`.
//
// `--keep` leaves the temporary folders in place (their paths are printed) to look into a failure.
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './browsers.mjs';
import { packPackage } from './pack.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
/** The test app's own files, copied as they are (its package.json and tsconfigs are written from the packages). */
const APP_TEMPLATE = join(root, 'scripts/pack-test-app');

/** The publishable packages, and the entry points whose types the app imports (all but CSS and the worker script). */
const PACKAGES = [
  { dir: 'packages/core', entries: ['', '/react', '/stytch', '/testing'] },
  { dir: 'packages/ui', entries: [''] },
  { dir: 'packages/emulator', entries: ['', '/node', '/client-options', '/browser', '/one-tap'] },
  { dir: 'packages/elements', entries: ['', '/jsx'] },
  { dir: 'packages/testing', entries: ['', '/playwright'] },
];

/** The packages an app installs as dev dependencies. */
const DEV_PACKAGES = new Set(['@portico/emulator', '@portico/testing']);

/** The app's other dependencies, at the versions installed in the repository. */
const RUNTIME_DEPENDENCIES = ['react', 'react-dom', '@stytch/vanilla-js'];
const DEV_DEPENDENCIES = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom', '@types/node', '@playwright/test'];

// ── Process and clean-up bookkeeping ────────────────────────────────────────────────────────

const children = new Set();
const tempDirs = [];
let cleanedUp = false;

async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  await Promise.all([...children].map((child) => stopProcess(child)));
  for (const dir of tempDirs) {
    if (keep) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.on(signal, () => {
    console.error(`\nReceived ${signal}; cleaning up…`);
    cleanup().finally(() => process.exit(code));
  });
}

/** SIGTERM, then SIGKILL after 5 s. */
function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** The environment of the nested npm, tsc and vite: none of the `npm run` variables of this repository. */
function cleanEnv(extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  return { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NO_COLOR: '1', FORCE_COLOR: '0', ...extra };
}

/** Runs a command to its end; resolves with its stdout, rejects with all its output when it fails. */
function run(command, args, { cwd, env = cleanEnv() } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      children.delete(child);
      if (code === 0) resolvePromise(stdout);
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit ${code}`}) in ${cwd}:\n${output.trim()}`));
    });
  });
}

/** Starts a server; resolves once `ready(output)` returns a URL that answers, rejects if it exits first. */
function startServer(name, command, args, { cwd, env, ready, timeoutMs = 30_000 }) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    let settled = false;
    const fail = (message) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`${name}: ${message}\n${output.trim()}`));
    };
    const timer = setTimeout(() => fail(`not ready after ${timeoutMs / 1000} s`), timeoutMs);
    child.on('error', (error) => fail(error.message));
    child.on('exit', (code, signal) => {
      children.delete(child);
      fail(`exited (${signal ?? `exit ${code}`}) before it was ready`);
    });
    let polling = false;
    const onData = async (chunk) => {
      output += chunk;
      const url = ready(output);
      if (!url || settled || polling) return;
      polling = true;
      for (;;) {
        if (settled) return;
        try {
          if ((await fetch(url)).ok) break;
        } catch {
          // not listening yet
        }
        await sleep(100);
      }
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolvePromise({ child, url, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The file a package's `bin` names, in an installed package. */
function binOf(pkgDir, binName) {
  const { bin } = readJson(join(pkgDir, 'package.json'));
  return join(pkgDir, typeof bin === 'string' ? bin : bin[binName]);
}

// ── Steps ───────────────────────────────────────────────────────────────────────────────────

const timings = [];
async function step(name, fn) {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  let ok = false;
  try {
    const result = await fn();
    ok = true;
    return result;
  } finally {
    const seconds = (performance.now() - started) / 1000;
    timings.push({ name, seconds, ok });
    console.log(`${ok ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`);
  }
}

/** The export targets of a package.json (strings under `exports`), for the "is it built" check. */
function exportTargets(exportsField) {
  if (typeof exportsField === 'string') return [exportsField];
  if (!exportsField || typeof exportsField !== 'object') return [];
  return Object.entries(exportsField)
    .filter(([condition]) => condition !== '@portico/source')
    .flatMap(([, value]) => exportTargets(value));
}

function checkBuilt() {
  const missing = [];
  const packages = PACKAGES.map(({ dir, entries }) => {
    const pkgDir = join(root, dir);
    const manifest = readJson(join(pkgDir, 'package.json'));
    const files = [...exportTargets(manifest.exports), ...Object.values(typeof manifest.bin === 'string' ? { bin: manifest.bin } : (manifest.bin ?? {}))];
    const absent = files.filter((file) => !existsSync(join(pkgDir, file)));
    if (!existsSync(join(pkgDir, 'dist'))) missing.push(`${manifest.name}: no dist/`);
    else if (absent.length > 0) missing.push(`${manifest.name}: missing ${absent.join(', ')}`);
    return { dir, pkgDir, name: manifest.name, version: manifest.version, entries };
  });
  if (missing.length > 0) {
    throw new Error(`build first (npm run build):\n  ${missing.join('\n  ')}`);
  }
  for (const { name, version } of packages) console.log(`  ${name}@${version}`);
  if (!existsSync(chromiumPath)) throw new Error(`Chromium is missing at ${chromiumPath} (set CHROMIUM_PATH, or run node scripts/browsers.mjs)`);
  console.log(`  Chromium: ${chromiumPath}`);
  return packages;
}

/** Packs each package as `npm run pack` does (scripts/pack.mjs): the route docs/getting-started.md gives. */
async function pack(packages, packDir) {
  for (const pkg of packages) {
    const packed = await packPackage(pkg.pkgDir, packDir);
    pkg.tarball = packed.tarball;
    console.log(`  ${basename(packed.tarball)}  ${(packed.size / 1024).toFixed(0)} kB packed, ${packed.entryCount} files`);
  }
}

/** The version of `name` installed at the repository root. */
function repoVersion(name) {
  const file = join(root, 'node_modules', name, 'package.json');
  if (!existsSync(file)) throw new Error(`${name} is not installed in the repository (npm install first)`);
  return readJson(file).version;
}

/** The files under `dir` (but `elements-alone/`, the other install's), by their path in it. */
function appFiles(dir, under = '') {
  return Object.fromEntries(
    readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
      const path = under === '' ? entry.name : `${under}/${entry.name}`;
      if (entry.isDirectory()) return path === 'elements-alone' ? [] : Object.entries(appFiles(dir, path));
      return [[path, readFileSync(join(dir, path), 'utf8')]];
    }),
  );
}

function writeApp(packages, appDir) {
  const ui = readJson(join(root, 'packages/ui/package.json'));
  const dependencies = {};
  const devDependencies = {};
  for (const pkg of packages) {
    const deps = DEV_PACKAGES.has(pkg.name) ? devDependencies : dependencies;
    deps[pkg.name] = `file:${pkg.tarball}`;
  }
  for (const name of RUNTIME_DEPENDENCIES) {
    dependencies[name] = repoVersion(name);
    console.log(`  ${name}@${dependencies[name]} (@portico/ui peer: ${ui.peerDependencies?.[name] ?? 'none'})`);
  }
  for (const name of DEV_DEPENDENCIES) devDependencies[name] = repoVersion(name);
  console.log(`  tools: ${DEV_DEPENDENCIES.map((name) => `${name}@${devDependencies[name]}`).join(', ')}`);

  // The app's own files are those of scripts/pack-test-app/ (its pages, its sources, its end-to-end
  // tests and their config, as docs/testing.md tells a host to write them); its package.json, the
  // type-only entries file and the tsconfigs are written here, from the packages.
  const files = {
    ...appFiles(APP_TEMPLATE),
    'package.json': `${JSON.stringify({ name: 'portico-pack-test-app', private: true, version: '0.0.0', type: 'module', dependencies, devDependencies }, null, 2)}\n`,
    // Type-checked only (not bundled): the types of every JavaScript entry point, under both resolutions.
    'src/entries.ts': `${packages
      .flatMap(({ name, entries }) => entries.map((entry) => `${name}${entry}`))
      .map((specifier, index) => `import type * as Entry${index} from '${specifier}';`)
      .join('\n')}

export type Entries = [${packages
      .flatMap(({ entries }) => entries)
      .map((_, index) => `typeof Entry${index}`)
      .join(', ')}];
`,
  };
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: false,
    noEmit: true,
    verbatimModuleSyntax: true,
    // Node's types for the end-to-end tests and their config (process.env).
    types: ['node'],
  };
  const tsconfig = (module, moduleResolution) =>
    `${JSON.stringify({ compilerOptions: { ...compilerOptions, module, moduleResolution }, include: ['src', 'e2e', 'playwright.config.ts'] }, null, 2)}\n`;
  files['tsconfig.bundler.json'] = tsconfig('esnext', 'bundler');
  files['tsconfig.node16.json'] = tsconfig('node16', 'node16');

  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(appDir, file)), { recursive: true });
    writeFileSync(join(appDir, file), text);
  }
}

/** Every @portico package came from its tarball: a real folder, no nested or registry copy. */
function checkInstalled(packages, appDir) {
  const lock = readJson(join(appDir, 'package-lock.json'));
  const problems = [];
  for (const pkg of packages) {
    const entry = lock.packages[`node_modules/${pkg.name}`];
    if (!entry) problems.push(`${pkg.name}: not in package-lock.json`);
    else if (!String(entry.resolved).startsWith('file:')) problems.push(`${pkg.name}: resolved to ${entry.resolved}, not the tarball`);
    else if (entry.link) problems.push(`${pkg.name}: installed as a link`);
    const installed = join(appDir, 'node_modules', pkg.name);
    if (!existsSync(installed)) problems.push(`${pkg.name}: not in node_modules`);
    else if (lstatSync(installed).isSymbolicLink()) problems.push(`${pkg.name}: node_modules/${pkg.name} is a symlink`);
  }
  for (const [path, entry] of Object.entries(lock.packages)) {
    const match = /node_modules\/(@portico\/[^/]+)$/.exec(path);
    if (match && path !== `node_modules/${match[1]}`) problems.push(`${match[1]}: a second copy at ${path} (${entry.resolved ?? entry.version})`);
  }
  if (problems.length > 0) throw new Error(`the tarballs were not installed as published packages:\n  ${problems.join('\n  ')}`);
  const count = Object.keys(lock.packages).length - 1;
  console.log(`  ${count} packages installed; ${packages.map(({ name }) => name).join(', ')} from their tarballs`);
}

/**
 * `npm install @portico/elements` alone, as a Vue or Svelte host does: it brings nothing else (no
 * React, Radix, xstate or Stytch client: the bundle has them inside), and its types work with
 * nothing else installed — the element properties, the events' details, `HTMLElementTagNameMap`.
 * (`skipLibCheck` as Vite's, Vue's and Svelte's templates set it: the optional peer
 * `@stytch/vanilla-js`, the type of your own Stytch client, is not installed.)
 */
async function elementsAlone(elements, dir) {
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'portico-elements-alone', private: true, type: 'module', dependencies: { [elements.name]: `file:${elements.tarball}` } }, null, 2)}\n`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: dir });
  const installed = Object.keys(readJson(join(dir, 'package-lock.json')).packages).filter((path) => path !== '');
  if (installed.join() !== `node_modules/${elements.name}`) throw new Error(`npm install ${elements.name} installed more than it: ${installed.join(', ')}`);
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/host.ts'), readFileSync(join(APP_TEMPLATE, 'elements-alone/src/host.ts'), 'utf8'));
  const options = { strict: true, noEmit: true, skipLibCheck: true, target: 'ES2022', lib: ['ES2022', 'DOM'], module: 'esnext', moduleResolution: 'bundler', types: [] };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, include: ['src'] }));
  await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], { cwd: dir });
  console.log(`  1 package installed (${elements.name}); its types check with nothing else installed`);
}

// ── Main ────────────────────────────────────────────────────────────────────────────────────

const started = performance.now();
let failure = null;
try {
  const packages = await step('Check the packages are built, and Chromium', () => checkBuilt());

  const packDir = mkdtempSync(join(realpathSync(tmpdir()), 'portico-pack-'));
  const appDir = mkdtempSync(join(realpathSync(tmpdir()), 'portico-pack-app-'));
  tempDirs.push(appDir, packDir);
  for (const dir of [packDir, appDir]) {
    if (!relative(root, dir).startsWith('..')) throw new Error(`${dir} is inside the repository; set TMPDIR elsewhere`);
  }
  // Nothing above the app may hold a node_modules it could resolve through.
  for (let dir = dirname(appDir); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules'))) throw new Error(`${join(dir, 'node_modules')} exists above the app; set TMPDIR elsewhere`);
    if (dirname(dir) === dir) break;
  }
  console.log(`  tarballs: ${packDir}${sep}\n  app:      ${appDir}${sep}`);

  await step('npm pack', () => pack(packages, packDir));
  const aloneDir = mkdtempSync(join(realpathSync(tmpdir()), 'portico-pack-elements-'));
  tempDirs.push(aloneDir);
  await step('npm install @portico/elements alone (nothing else; its types)', () =>
    elementsAlone(packages.find(({ name }) => name === '@portico/elements'), aloneDir),
  );
  await step('Write the app', () => writeApp(packages, appDir));
  await step('npm install (tarballs, no workspace)', async () => {
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: appDir });
    checkInstalled(packages, appDir);
  });

  // TypeScript 6 (the app's own, as installed) for `bundler`, the resolution most apps use, and
  // the repository's TypeScript 7 for `node16`: both compilers a host may have, and the node16
  // check in about a tenth of the time (40 s each with 6 under npm test's load).
  const checkers = [
    { resolution: 'bundler', version: 6, tsc: binOf(join(appDir, 'node_modules/typescript'), 'tsc') },
    // Single-threaded, as everywhere here (package.json): on two cores its parallel checkers
    // doubled the CPU time for no gain in wall time.
    { resolution: 'node16', version: 7, tsc: join(root, 'node_modules/typescript-7/bin/tsc'), args: ['--singleThreaded'] },
  ];
  // The two checks are independent: side by side; both report before a failure stops the test.
  const checks = await Promise.allSettled(
    checkers.map(({ resolution, version, tsc, args = [] }) =>
      step(`tsc --noEmit (TypeScript ${version}), moduleResolution ${resolution}`, () =>
        run(process.execPath, [tsc, ...args, '--noEmit', '-p', `tsconfig.${resolution}.json`], { cwd: appDir }),
      ),
    ),
  );
  const typeErrors = checks.filter((check) => check.status === 'rejected').map((check) => check.reason.message);
  if (typeErrors.length > 0) throw new Error(typeErrors.join('\n\n'));

  await step('Start the emulator from the tarball (its bin), see it answer', async () => {
    const cli = binOf(join(appDir, 'node_modules/@portico/emulator'), 'portico-emulator');
    const server = await startServer('portico-emulator', process.execPath, [cli, '--port', '0', '--db', ':memory:'], {
      cwd: appDir,
      env: cleanEnv(),
      ready: (output) => {
        const base = /Base URL:\s+(http:\/\/\S+)/.exec(output)?.[1];
        return base && `${base}/emulator/health`;
      },
    });
    console.log(`  ${server.url.replace(/\/emulator\/health$/, '')}`);
    await stopProcess(server.child);
  });

  const vite = binOf(join(appDir, 'node_modules/vite'), 'vite');
  await step('vite build (for the emulator at http://localhost:4100, as docs/testing.md says)', async () => {
    const out = await run(process.execPath, [vite, 'build'], { cwd: appDir, env: cleanEnv({ VITE_EMULATOR_URL: 'http://localhost:4100' }) });
    const summary = out.split('\n').filter((line) => /dist\/.*\.js\s/.test(line));
    for (const line of summary.slice(-3)) console.log(`  ${line.trim()}`);
  });

  await step('playwright test: the app\'s tests on @portico/testing (2 workers, an emulator each)', async () => {
    const playwright = join(appDir, 'node_modules/@playwright/test/cli.js');
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      try {
        const out = await run(process.execPath, [playwright, 'test'], { cwd: appDir, env: cleanEnv({ APP_PORT: String(port), CHROMIUM_PATH: chromiumPath }) });
        console.log(out.trim().split('\n').map((line) => `  ${line}`).join('\n'));
        return;
      } catch (error) {
        // Another process took the port between freePort() and vite preview: once more on another.
        if (attempt >= 2 || !/already in use/i.test(error.message)) throw error;
      }
    }
  });
} catch (error) {
  failure = error;
} finally {
  await cleanup();
}

console.log('\n━━ pack-test ━━');
for (const { name, seconds, ok } of timings) console.log(`${ok ? '✔' : '✘'} ${name.padEnd(62)} ${seconds.toFixed(1).padStart(5)} s`);
const total = ((performance.now() - started) / 1000).toFixed(1);
if (failure) {
  console.error(`\n${failure.message}`);
  console.error(`\nFAIL pack-test (${total} s)${keep || tempDirs.length === 0 ? '' : '; run it with --keep to look at the app and the tarballs'}`);
  process.exit(1);
}
console.log(`\nPASS pack-test: the packed tarballs install, type-check (bundler, node16), build, and pass the app's tests on @portico/testing (${total} s)`);
