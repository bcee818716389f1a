// Checks the publishable packages as npm would ship them:
//   node scripts/check-packages.mjs            (npm run check:packages; build the packages first)
//
// Each package is packed with `npm pack` (offline) into a temporary folder, and the tarball is
// checked by publint (package.json, exports and files; every message counts, suggestions too)
// and by Are the Types Wrong (`attw`, types of every export under each module resolution).
//
// attw profile: `esm-only`. The packages are ESM-only ("type": "module", only `import`
// conditions) for bundlers and Node ≥ 20.19, so `node10` and CommonJS `require` resolution are
// out of scope; `node16` (ESM) and `bundler` resolution must be clean. Entry points that are not
// JavaScript modules are excluded: @portico/ui's compiled `styles.css`, the emulator's service
// worker script (a file to serve, not to import) and @portico/elements' classic script.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const attwBin = resolve(
  dirname(require.resolve('@arethetypeswrong/cli/package.json')),
  require('@arethetypeswrong/cli/package.json').bin.attw,
);

const packages = [
  { dir: 'packages/core', attw: [] },
  { dir: 'packages/ui', attw: ['--exclude-entrypoints', './styles.css'] },
  { dir: 'packages/emulator', attw: ['--exclude-entrypoints', './portico-emulator-worker.js'] },
  // The classic script is a file to load with <script>, not a module to import.
  { dir: 'packages/elements', attw: ['--exclude-entrypoints', './portico-elements.iife.js'] },
  { dir: 'packages/testing', attw: [] },
];

const workDir = mkdtempSync(join(tmpdir(), 'portico-check-packages-'));
const failures = [];
try {
  for (const { dir, attw } of packages) {
    const pkgDir = join(root, dir);
    const { name } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    if (!existsSync(join(pkgDir, 'dist'))) {
      failures.push(`${name}: no dist/ (build first: npx turbo run build --filter=${name})`);
      continue;
    }

    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', workDir], {
        cwd: pkgDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    const tarball = join(workDir, packed[0].filename);

    const data = readFileSync(tarball);
    const lint = await publint({
      pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) },
      level: 'suggestion',
      strict: true,
    });
    if (lint.messages.length === 0) console.log(`publint  ${name}: clean`);
    for (const message of lint.messages) {
      failures.push(`${name}: publint ${message.type}: ${formatMessage(message, lint.pkg, { color: false })}`);
    }

    const types = spawnSync(
      process.execPath,
      [attwBin, tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-color', '--no-emoji', ...attw],
      { encoding: 'utf8' },
    );
    if (types.status === 0) console.log(`attw     ${name}: clean`);
    else failures.push(`${name}: attw --profile esm-only found problems:\n${types.stdout}${types.stderr}`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\ncheck:packages: ${failures.length} finding(s)\n`);
  for (const failure of failures) console.error(`- ${failure}\n`);
  process.exit(1);
}
console.log(`check:packages: ${packages.map(({ dir }) => dir.replace('packages/', '@portico/')).join(', ')} are clean.`);
