// Bundles the package's two entry points (ESM for Node 20; dependencies left external, the
// shared code in one chunk so both entries share module instances):
//   node build.mjs [--outdir dist]
// Type declarations come from `tsc -p tsconfig.build.json` (see the "build" script).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });
const root = fileURLToPath(new URL('.', import.meta.url));
rmSync(resolve(root, values.outdir), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: ['src/index.ts', 'src/playwright.ts'],
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  outdir: values.outdir,
  logLevel: 'warning',
});
