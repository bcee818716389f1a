// Bundles the package's entry points (ESM for Node 20, and browser.ts for browsers; dependencies
// left external):
//   node build.mjs [--outdir dist]
// Type declarations come from `tsc -p tsconfig.build.json` (see the "build" script).
import { build } from 'esbuild';
import { chmodSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });

const root = fileURLToPath(new URL('.', import.meta.url));
rmSync(resolve(root, values.outdir), { recursive: true, force: true });

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  outdir: values.outdir,
  logLevel: 'warning',
};

await Promise.all([
  // One build with code splitting, so the entry points share module instances (classes, caches).
  build({ ...common, entryPoints: ['src/index.ts', 'src/node.ts', 'src/client-options.ts'], splitting: true }),
  build({ ...common, entryPoints: ['src/cli.ts'], banner: { js: '#!/usr/bin/env node' } }),
  // Browser mode and the One Tap helper, for the host's bundler: browser platform, dependencies
  // (msw, sql.js, hono, …) left to it, so it resolves their browser builds and locates sql.js's wasm.
  build({ ...common, entryPoints: ['src/browser.ts', 'src/one-tap.ts'], platform: 'browser', target: 'es2022' }),
]);
chmodSync(resolve(root, values.outdir, 'cli.js'), 0o755);
