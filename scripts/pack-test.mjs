// Installs the publishable packages the way a user gets them, and logs in through them:
//   node scripts/pack-test.mjs [--keep]      (npm run test:pack; build the packages first)
//
// 1. `npm pack`s each publishable package (built `dist/` required) into a temporary folder, and
//    installs @portico/elements alone in another, as a Vue or Svelte host does: nothing else may
//    come with it, and its types must check without anything else.
// 2. Creates a fresh Vite + React app in another temporary folder, outside the repository (so
//    nothing resolves through the workspace's node_modules or links), whose dependencies are the
//    tarballs plus react, react-dom, @stytch/vanilla-js and the build tools, at the versions the
//    repository uses, and `npm install`s it. The lockfile must resolve every @portico package to
//    its tarball, installed as a real folder (no link, no registry copy).
// 3. Type-checks the app with `tsc --noEmit` (strict, skipLibCheck false: the packages'
//    declarations are checked too) twice: `moduleResolution` `bundler` with TypeScript 6 (the
//    app's) and `node16` with TypeScript 7 (the repository's). Besides
//    the app, a file imports the types of every JavaScript entry point of every package.
// 4. `vite build`s it, serves it with `vite preview`, starts the emulator from the installed
//    tarball (its `portico-emulator` bin, `--db :memory:`) and, in Chromium, logs in with an
//    email code read from the emulator's outbox, until the page shows the signed-in email (from
//    the real Stytch client's `user.onChange`). Page errors and console errors fail the test.
//
// `--keep` leaves the temporary folders in place (their paths are printed) to look into a failure.
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './browsers.mjs';
import { packPackage } from './pack.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');

/** The publishable packages, and the entry points whose types the app imports (all but CSS and the worker script). */
const PACKAGES = [
  { dir: 'packages/core', entries: ['', '/react', '/stytch', '/testing'] },
  { dir: 'packages/ui', entries: [''] },
  { dir: 'packages/emulator', entries: ['', '/node', '/client-options', '/browser', '/one-tap'] },
  { dir: 'packages/elements', entries: ['', '/jsx'] },
];

/** The app's other dependencies, at the versions installed in the repository. */
const RUNTIME_DEPENDENCIES = ['react', 'react-dom', '@stytch/vanilla-js'];
const DEV_DEPENDENCIES = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];

// ── Process and clean-up bookkeeping ────────────────────────────────────────────────────────

const children = new Set();
const tempDirs = [];
let browser = null;
let cleanedUp = false;

async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (browser) await browser.close().catch(() => {});
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

function writeApp(packages, appDir) {
  const ui = readJson(join(root, 'packages/ui/package.json'));
  const dependencies = {};
  const devDependencies = {};
  for (const pkg of packages) {
    const deps = pkg.name === '@portico/emulator' ? devDependencies : dependencies;
    deps[pkg.name] = `file:${pkg.tarball}`;
  }
  for (const name of RUNTIME_DEPENDENCIES) {
    dependencies[name] = repoVersion(name);
    console.log(`  ${name}@${dependencies[name]} (@portico/ui peer: ${ui.peerDependencies?.[name] ?? 'none'})`);
  }
  for (const name of DEV_DEPENDENCIES) devDependencies[name] = repoVersion(name);
  console.log(`  tools: ${DEV_DEPENDENCIES.map((name) => `${name}@${devDependencies[name]}`).join(', ')}`);

  const files = {
    'package.json': `${JSON.stringify({ name: 'portico-pack-test-app', private: true, version: '0.0.0', type: 'module', dependencies, devDependencies }, null, 2)}\n`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:," />
    <title>Portico pack test</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    // The same app's second page: a non-React page with <portico-login> from @portico/elements.
    'elements.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:," />
    <title>Portico pack test: web components</title>
  </head>
  <body>
    <p data-testid="events"></p>
    <script type="module" src="/src/elements.ts"></script>
  </body>
</html>
`,
    'vite.config.js': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { rollupOptions: { input: { main: 'index.html', elements: 'elements.html' } } },
});
`,
    // docs/web-components.md: the element, its JSON attributes, the host's events on the document.
    'src/elements.ts': `import '@portico/elements';
import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';

const login = document.createElement('portico-login');
login.setAttribute('public-token', DEFAULT_PUBLIC_TOKEN);
login.setAttribute('client-options', JSON.stringify(emulatorClientOptions(import.meta.env.VITE_EMULATOR_URL)));
login.setAttribute('config', JSON.stringify({ products: ['otp'], otpOptions: { methods: ['email'] } }));
document.body.append(login);

const events: string[] = [];
document.addEventListener('portico-event', (event) => {
  events.push((event as CustomEvent<{ type: string }>).detail.type);
  const shown = document.querySelector('[data-testid="events"]');
  if (shown) shown.textContent = events.join(' ');
});
`,
    'src/env.d.ts': `interface ImportMetaEnv {
  readonly VITE_EMULATOR_URL: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
`,
    // The app: the login widget on a real Stytch client pointed at the emulator (getting-started.md).
    'src/main.tsx': `import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';
import { LoginWidget } from '@portico/ui';
import { StytchHeadlessClient, type User } from '@stytch/vanilla-js/headless';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

// \`endpoints\` is not in the SDK's public options type, hence the cast (docs/emulator.md).
const stytch = new StytchHeadlessClient(
  DEFAULT_PUBLIC_TOKEN,
  emulatorClientOptions(import.meta.env.VITE_EMULATOR_URL),
);

function App() {
  const [user, setUser] = useState<User | null>(() => stytch.user.getSync());
  const [events, setEvents] = useState<string[]>([]);
  useEffect(() => stytch.user.onChange((next) => setUser(next)), []);
  return (
    <main>
      <p data-testid="signed-in">{user ? \`Signed in as \${user.emails[0]?.email ?? user.user_id}\` : 'Signed out'}</p>
      <LoginWidget
        client={stytch}
        config={{ products: ['otp'], otpOptions: { methods: ['email'] } }}
        callbacks={{
          onEvent: (event) => setEvents((previous) => [...previous, event.type]),
          onError: (error) => console.error('LoginWidget onError', error.type, error.message),
        }}
      />
      <p data-testid="events">{events.join(' ')}</p>
    </main>
  );
}

const element = document.getElementById('root');
if (!element) throw new Error('no #root');
createRoot(element).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
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
    types: [],
  };
  const tsconfig = (module, moduleResolution) =>
    `${JSON.stringify({ compilerOptions: { ...compilerOptions, module, moduleResolution }, include: ['src'] }, null, 2)}\n`;
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
 * Logs in on one of the app's pages: `react` (index.html, <LoginWidget>, the stylesheet in the
 * document) or `elements` (elements.html, <portico-login>, the stylesheet in its shadow root).
 */
async function logIn(appUrl, emulatorUrl, kind = 'react') {
  browser ??= await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  const offsite = new Set();
  page.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (origin !== new URL(appUrl).origin && origin !== new URL(emulatorUrl).origin && !/^(data|blob):/.test(request.url())) offsite.add(origin);
  });
  page.setDefaultTimeout(15_000);

  const email = `pack-test.${kind}.${Date.now().toString(36)}@example.com`;
  await page.goto(kind === 'elements' ? new URL('elements.html', appUrl).href : appUrl);
  await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
  const styled = await page.evaluate((shadow) => {
    const root = shadow ? document.querySelector('portico-login')?.shadowRoot : document;
    return [...(root?.querySelectorAll('style') ?? [])].some((style) => style.textContent?.includes('--portico-button-primary-background'));
  }, kind === 'elements');
  if (!styled) problems.push(`the widget's stylesheet is not in the ${kind === 'elements' ? "element's shadow root" : 'page'}`);

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();

  let code = null;
  const deadline = Date.now() + 10_000;
  while (!code) {
    const response = await fetch(`${emulatorUrl}/emulator/outbox?to=${encodeURIComponent(email)}`);
    if (!response.ok) throw new Error(`GET /emulator/outbox answered ${response.status}`);
    const { messages } = await response.json();
    code = messages[0]?.code ?? null;
    if (code) break;
    if (Date.now() > deadline) throw new Error(`no code for ${email} in the emulator's outbox after 10 s`);
    await sleep(100);
  }
  console.log(`  code ${code} sent to ${email}`);
  // Typed the way a user does: into the passcode field, which has focus on arrival.
  const passcode = await page.getByLabel('One-time passcode').elementHandle();
  await page.waitForFunction((field) => (field.getRootNode().activeElement ?? null) === field, passcode);
  await page.keyboard.type(code);

  if (kind === 'react') await page.getByTestId('signed-in').filter({ hasText: `Signed in as ${email}` }).waitFor();
  await page.getByRole('heading', { name: 'Success!' }).waitFor();
  const events = (await page.getByTestId('events').textContent())?.split(' ') ?? [];
  console.log(`  signed in as ${email}; widget events: ${events.join(', ')}`);
  if (!events.includes('AUTHENTICATE_FLOW_COMPLETE')) problems.push('no AUTHENTICATE_FLOW_COMPLETE event');
  if (offsite.size > 0) console.log(`  note: requests left localhost for ${[...offsite].join(', ')}`);
  if (problems.length > 0) throw new Error(`the login completed, but:\n  ${problems.join('\n  ')}`);
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
  writeFileSync(
    join(dir, 'src/host.ts'),
    `import { mountLogin, type AuthEvent, type LoginConfig } from '@portico/elements';

const login = document.querySelector('portico-login')!;
const config: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
login.config = config;
login.clientOptions = { endpoints: {} };
login.addEventListener('portico-event', (event) => {
  const type: AuthEvent['type'] = event.detail.type;
  console.log(type);
});
document.addEventListener('portico-error', (event) => console.log(event.detail.type));
// @ts-expect-error: config is a LoginConfig
login.config = 42;
// @ts-expect-error: an unknown product
mountLogin({ elementId: 'login', publicToken: 'public-token-test', config: { products: ['carrier-pigeon'] } });
`,
  );
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

  const emulator = await step('Start the emulator from the tarball', async () => {
    const cli = binOf(join(appDir, 'node_modules/@portico/emulator'), 'portico-emulator');
    const server = await startServer('portico-emulator', process.execPath, [cli, '--port', '0', '--db', ':memory:'], {
      cwd: appDir,
      env: cleanEnv(),
      ready: (output) => {
        const base = /Base URL:\s+(http:\/\/\S+)/.exec(output)?.[1];
        return base && `${base}/emulator/health`;
      },
    });
    const url = server.url.replace(/\/emulator\/health$/, '');
    console.log(`  ${url}`);
    return url;
  });

  const vite = binOf(join(appDir, 'node_modules/vite'), 'vite');
  await step('vite build', async () => {
    const out = await run(process.execPath, [vite, 'build'], { cwd: appDir, env: cleanEnv({ VITE_EMULATOR_URL: emulator }) });
    const summary = out.split('\n').filter((line) => /dist\/.*\.js\s/.test(line));
    for (const line of summary.slice(-3)) console.log(`  ${line.trim()}`);
  });

  const appUrl = await step('vite preview', async () => {
    for (let attempt = 1; ; attempt += 1) {
      const port = await freePort();
      try {
        const server = await startServer('vite preview', process.execPath, [vite, 'preview', '--host', 'localhost', '--port', String(port), '--strictPort'], {
          cwd: appDir,
          env: cleanEnv(),
          ready: (output) => (/Local:/.test(output) ? `http://localhost:${port}/` : null),
        });
        console.log(`  ${server.url}`);
        return server.url;
      } catch (error) {
        if (attempt >= 3 || !/already in use/i.test(error.message)) throw error;
      }
    }
  });

  await step('Log in through the app (Chromium, email code from the outbox)', () => logIn(appUrl, emulator));
  await step('Log in through <portico-login> (@portico/elements, shadow root)', () => logIn(appUrl, emulator, 'elements'));
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
console.log(`\nPASS pack-test: the packed tarballs install, type-check (bundler, node16), build and log in (${total} s)`);
