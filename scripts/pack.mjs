// `npm run pack`: builds the publishable packages and packs them into one folder, then prints the
// install lines for an app of your own. The packages are not on the npm registry yet: this is how
// you install them (docs/getting-started.md).
//
//   npm run pack                      # into ./portico-packages/
//   npm run pack -- --out ../my-app/vendor
//
// `packPackage` is also what scripts/pack-test.mjs installs from, so the route the docs give is
// the one `npm test` checks.
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const exec = promisify(execFile);

/** The publishable packages, in install order; the emulator and the test kit are dev dependencies of an app. */
export const PUBLISHABLE = [
  { dir: 'packages/core', dev: false },
  { dir: 'packages/ui', dev: false },
  { dir: 'packages/elements', dev: false },
  { dir: 'packages/emulator', dev: true },
  { dir: 'packages/testing', dev: true },
];

/** `npm pack`s the built package in `pkgDir` into `destination`: its tarball's path, size and file count. */
export async function packPackage(pkgDir, destination) {
  const { stdout } = await exec('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], {
    cwd: pkgDir,
    maxBuffer: 64 * 1024 * 1024,
  });
  const [packed] = JSON.parse(stdout);
  return { name: packed.name, tarball: join(destination, packed.filename), size: packed.size, entryCount: packed.entryCount };
}

async function main() {
  const outIndex = process.argv.indexOf('--out');
  const out = resolve(outIndex > 0 ? process.argv[outIndex + 1] ?? '' : join(root, 'portico-packages'));
  console.log('Building @portico/core, ui, elements, emulator and testing…');
  const filters = PUBLISHABLE.map(({ dir }) => `--filter=./${dir}`);
  await exec('npx', ['turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], {
    cwd: root,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  mkdirSync(out, { recursive: true });
  const packed = [];
  for (const pkg of PUBLISHABLE) {
    const result = await packPackage(join(root, pkg.dir), out);
    packed.push({ ...pkg, ...result });
    console.log(`  ${relative(process.cwd(), result.tarball)}  ${(result.size / 1024).toFixed(0)} kB`);
  }
  const path = (name) => packed.find((pkg) => pkg.name === name).tarball;
  console.log(`
In your app (React: @portico/ui; any page: @portico/elements alone, it bundles the rest):

  npm install ${path('@portico/core')} ${path('@portico/ui')} @stytch/vanilla-js react react-dom
  npm install ${path('@portico/elements')}
  npm install --save-dev ${path('@portico/emulator')}

Tests of your login (Playwright; docs/testing.md):

  npm install --save-dev ${path('@portico/emulator')} ${path('@portico/testing')} @playwright/test
`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.stderr || error.message);
    process.exit(1);
  });
}
