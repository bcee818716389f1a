// Follows docs/web-components.md's Vue and Svelte steps as a new user would (issue 40):
//   node scripts/docs-steps-test.mjs [--keep]     (npm run test:docs-steps; build the packages first)
//
// For each framework: a new Vite app outside the repository (a template's index.html, tsconfig
// and, for Svelte, vite.config.ts: what `npm create vite` gives), the packed @portico/elements and
// @portico/emulator installed as the page's `npm install` lines say (nothing else of Portico), the
// page's code blocks written to the files they name, the page's `.env.local`; then the framework's
// type check (vue-tsc / svelte-check) and `vite build`. A file of the test's own checks that the
// page's env.d.ts types VITE_PORTICO_EMULATOR_URL (as `string | undefined`, not Vite's `any`), and
// the built page must carry the address `.env.local` gave. No browser: what the examples' own
// end-to-end tests already run against the emulator.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packPackage } from './pack.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const page = readFileSync(join(root, 'docs/web-components.md'), 'utf8');
const started = performance.now();

const run = (command, args, cwd) =>
  new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolvePromise(output) : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${output}`))));
  });
const versionOf = (name) => `^${JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version}`;

/** The page's code blocks under `<!-- from examples/<app>/<file> -->`, by the file they name inside the app. */
function blocksOf(app) {
  const blocks = [...page.matchAll(/<!-- from examples\/([\w-]+)\/([\w./-]+) -->\n```\w*\n([\s\S]*?)```/g)].filter(([, name]) => name === app);
  if (blocks.length === 0) throw new Error(`docs/web-components.md shows no code of examples/${app}`);
  return blocks.map(([, , file, code]) => ({ file, code }));
}

/** The page's install lines: each tarball it names, and whether it goes in devDependencies. */
function installLines() {
  const lines = [...page.matchAll(/^npm install( --save-dev)? \/path\/to\/portico\/portico-packages\/(portico-[a-z]+)-[\d.]+\.tgz$/gm)];
  if (lines.length === 0) throw new Error('docs/web-components.md has no install lines for the frameworks');
  return lines.map(([, dev, tarball]) => ({ dev: Boolean(dev), name: tarball.replace(/^portico-/, '@portico/') }));
}

/** `.env.local` as the page writes it. */
const envLine = /```sh\n(VITE_PORTICO_EMULATOR_URL=(\S+))\n```/.exec(page);
if (!envLine) throw new Error('docs/web-components.md does not say how to set VITE_PORTICO_EMULATOR_URL');

const FRAMEWORKS = [
  {
    app: 'vue-app',
    title: 'Vue 3',
    dependencies: ['vue'],
    devDependencies: ['vite', '@vitejs/plugin-vue', 'vue-tsc', 'typescript'],
    check: ['node_modules/.bin/vue-tsc', ['--noEmit']],
    include: ['src/**/*.ts', 'src/**/*.vue'],
    template: {},
  },
  {
    app: 'svelte-app',
    title: 'Svelte 5',
    dependencies: ['svelte'],
    devDependencies: ['vite', '@sveltejs/vite-plugin-svelte', 'svelte-check', 'typescript'],
    check: ['node_modules/.bin/svelte-check', ['--tsconfig', './tsconfig.json', '--fail-on-warnings']],
    include: ['src/**/*.ts', 'src/**/*.svelte'],
    // The svelte-ts template's config (the page shows Vue's only: Svelte's needs nothing of Portico).
    template: { 'vite.config.ts': "import { svelte } from '@sveltejs/vite-plugin-svelte';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [svelte()] });\n" },
  },
];

const work = mkdtempSync(join(tmpdir(), 'portico-docs-steps-'));
try {
  const tarballs = join(work, 'tarballs');
  mkdirSync(tarballs);
  const installs = installLines();
  const packed = new Map();
  for (const { name } of installs) packed.set(name, (await packPackage(join(root, "packages", name.replace("@portico/", "")), tarballs)).tarball);

  for (const framework of FRAMEWORKS) {
    const app = join(work, framework.app);
    const file = (path, text) => {
      mkdirSync(dirname(join(app, path)), { recursive: true });
      writeFileSync(join(app, path), text);
    };
    const pkg = { name: `docs-steps-${framework.app}`, private: true, type: 'module', dependencies: {}, devDependencies: {} };
    for (const name of framework.dependencies) pkg.dependencies[name] = versionOf(name);
    for (const name of framework.devDependencies) pkg.devDependencies[name] = versionOf(name);
    for (const { name, dev } of installs) (dev ? pkg.devDependencies : pkg.dependencies)[name] = `file:${packed.get(name)}`;
    file('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
    file('index.html', '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="app"></div>\n    <script type="module" src="/src/main.ts"></script>\n  </body>\n</html>\n');
    file('tsconfig.json', `${JSON.stringify({ compilerOptions: { target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, isolatedModules: true, verbatimModuleSyntax: true, skipLibCheck: true, types: [] }, include: framework.include }, null, 2)}\n`);
    for (const [path, text] of Object.entries(framework.template)) file(path, text);
    for (const { file: path, code } of blocksOf(framework.app)) file(path, code);
    file('.env.local', `${envLine[1]}\n`);
    // The page's env.d.ts must type the variable (a module-scoped ImportMetaEnv leaves it Vite's `any`).
    file(
      'src/docs-steps-env.ts',
      "type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;\n" +
        'const url = import.meta.env.VITE_PORTICO_EMULATOR_URL;\nexport const typed: Equal<typeof url, string | undefined> = true;\n',
    );

    const step = (name) => console.log(`${framework.title}: ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
    step('installed');
    await run(framework.check[0], framework.check[1], app);
    step('type-checked');
    await run('node_modules/.bin/vite', ['build', '--logLevel', 'error'], app);
    const assets = join(app, 'dist/assets');
    const built = readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => readFileSync(join(assets, name), 'utf8')).join('\n');
    if (!built.includes(envLine[2])) throw new Error(`${framework.title}: the built page does not target ${envLine[2]} (.env.local's VITE_PORTICO_EMULATOR_URL)`);
    step(`built, targeting ${envLine[2]}`);
  }
  console.log(`docs/web-components.md's Vue and Svelte steps work as written (${((performance.now() - started) / 1000).toFixed(1)} s).`);
} finally {
  if (keep) console.log(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
