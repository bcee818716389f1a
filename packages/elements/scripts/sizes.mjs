// Gzip sizes of the built bundles (run after `npm run build`):
//   node scripts/sizes.mjs [dist]
//
// ESM: the main file with every chunk it imports statically, then for each element what its
// first render needs (main, its mode's chunk, their static imports: what the browser fetches
// before the element's first screen shows), then the lazy chunks (the live flows, other
// screens, social icons, the phone-number metadata, catalogs) all together. Classic script: the
// one file (everything inlined). Gzip level 9. `npm run size` at the repository root prints the
// same first-render figures against their budgets (packages/bench/size-budget.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g;
export const MODES = ['login', 'reset-password', 'passkey-registration', 'identity-provider', 'url-login', 'second-factors', 'user-button', 'account'];

/**
 * The figures of a built dist/: `{ main, modes: [{ tag, bytes, files }], lazy, iife }`, bytes
 * gzip -9, files the number of JavaScript files fetched.
 */
export function measureElements(dist) {
  const main = 'portico-elements.js';
  if (!existsSync(join(dist, main))) throw new Error(`no ${join(dist, main)}: build @portico/elements first`);
  const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const staticImports = (file) =>
    [...readFileSync(join(dist, file), 'utf8').matchAll(STATIC_IMPORT)].map((match) => posix.normalize(posix.join(posix.dirname(file), match[1])));
  const closure = (...files) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of staticImports(file)) visit(imported);
    };
    files.forEach(visit);
    return seen;
  };
  const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
  const chunks = readdirSync(join(dist, 'chunks')).filter((file) => file.endsWith('.js')).map((file) => `chunks/${file}`);

  const first = closure(main);
  const loaded = new Set(first);
  const modes = MODES.flatMap((mode) => {
    const chunk = chunks.find((file) => new RegExp(`^chunks/${mode}-[\\w-]{8}\\.js$`).test(file));
    if (!chunk) return [];
    const files = closure(main, chunk);
    files.forEach((file) => loaded.add(file));
    return [{ tag: `portico-${mode}`, bytes: sum(files), files: files.size }];
  });
  const lazy = chunks.filter((file) => !loaded.has(file));
  const iife = 'portico-elements.iife.js';
  return {
    main: { bytes: sum(first), files: first.size },
    modes,
    lazy: { bytes: sum(lazy), files: lazy.length },
    iife: existsSync(join(dist, iife)) ? gz(iife) : null,
  };
}

if (import.meta.url === `file://${process.argv[1]}` || fileURLToPath(import.meta.url) === process.argv[1]) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  let figures;
  try {
    figures = measureElements(process.argv[2] ?? 'dist');
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log(`ESM main file and its static imports: ${kb(figures.main.bytes)} gzip (${figures.main.files} files)`);
  for (const { tag, bytes, files } of figures.modes) console.log(`  <${tag}> first render: ${kb(bytes)} gzip (${files} files)`);
  console.log(`ESM lazy chunks (live flows, later screens, icons, phone metadata, catalogs): ${figures.lazy.files}, ${kb(figures.lazy.bytes)} gzip in all`);
  if (figures.iife !== null) console.log(`Classic script (portico-elements.iife.js, everything inlined): ${kb(figures.iife)} gzip`);
}
