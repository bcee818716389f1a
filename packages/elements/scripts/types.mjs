// The package's type declarations, self-contained:
//   node scripts/types.mjs          (after the bundles; part of `npm run build`)
//
// The bundle carries @portico/core and @portico/ui inside it, so the package does not depend on
// them, and a Vue or Svelte host does not install them (nor React, Radix, xstate). Their types
// are inlined into dist/index.d.ts (dts-bundle-generator), which then imports only the optional
// peer `@stytch/vanilla-js` (the type of your own Stytch client, and of `getStytchClient`'s).
// The framework modules (`/jsx`, `/vue`, `/svelte`) are emitted by tsc and import from it.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDtsBundle } from 'dts-bundle-generator';

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(here, 'dist');
const KEEP = new Set(['index.d.ts', 'jsx.d.ts', 'vue.d.ts', 'svelte.d.ts']);

// TypeScript 7's compiler (the repository's type checker; `typescript`, 6, is the library
// dts-bundle-generator and the linters load).
execFileSync(process.execPath, ['../../node_modules/typescript-7/bin/tsc', '-p', 'tsconfig.build.json'], { cwd: here, stdio: 'inherit' });
execFileSync('node', ['../../scripts/dts-extensions.mjs', 'dist'], { cwd: here, stdio: 'inherit' });

const [bundle] = generateDtsBundle(
  [
    {
      filePath: join(here, 'src/index.ts'),
      libraries: { inlinedLibraries: ['@portico/core', '@portico/ui'] },
      // The public API is what index.ts exports; the inlined types stay unexported.
      output: { noBanner: true, exportReferencedTypes: false, inlineDeclareGlobals: true },
    },
  ],
  { preferredConfigPath: join(here, 'tsconfig.build.json') },
);
writeFileSync(join(dist, 'index.d.ts'), bundle);

// The per-module declarations tsc emitted are in the bundle now.
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
for (const file of walk(dist)) {
  const name = relative(dist, file);
  if (name.endsWith('.d.ts') && !KEEP.has(name)) rmSync(file);
}
for (const dir of ['catalogs', 'modes']) {
  try {
    if (readdirSync(join(dist, dir)).length === 0) rmSync(join(dist, dir), { recursive: true });
  } catch {
    // not there
  }
}
console.log(`dist/index.d.ts: ${(bundle.length / 1024).toFixed(0)} KB, self-contained but for @stytch/vanilla-js`);
