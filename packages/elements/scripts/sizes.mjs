// Gzip sizes of the built bundles (run after `npm run build`):
//   node scripts/sizes.mjs [dist]
//
// ESM: the main file with every chunk it imports statically, then for each element what its
// first render needs (main, its mode's chunk, their static imports), then the lazy chunks (other
// screens, social icons, the phone-number metadata, catalogs) all together. Classic script: the
// one file (everything inlined). Gzip level 9.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g;

function staticImports(file) {
  const code = readFileSync(join(dist, file), 'utf8');
  return [...code.matchAll(STATIC_IMPORT)].map((match) => posix.normalize(posix.join(posix.dirname(file), match[1])));
}

const main = 'portico-elements.js';
if (!existsSync(join(dist, main))) {
  console.error(`no ${join(dist, main)}: build first`);
  process.exit(1);
}
function closure(...files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of staticImports(file)) visit(imported);
  };
  files.forEach(visit);
  return seen;
}
const chunks = readdirSync(join(dist, 'chunks')).filter((file) => file.endsWith('.js')).map((file) => `chunks/${file}`);
const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);

const first = closure(main);
console.log(`ESM main file and its static imports: ${kb(sum(first))} gzip (${first.size} files)`);
const modes = ['login', 'reset-password', 'passkey-registration', 'identity-provider', 'url-login'];
const loaded = new Set(first);
for (const mode of modes) {
  const chunk = chunks.find((file) => new RegExp(`^chunks/${mode}-[\\w-]{8}\\.js$`).test(file));
  if (!chunk) continue;
  const files = closure(main, chunk);
  files.forEach((file) => loaded.add(file));
  console.log(`  <portico-${mode}> first render: ${kb(sum(files))} gzip (${files.size} files)`);
}
const lazy = chunks.filter((file) => !loaded.has(file));
console.log(`ESM lazy chunks (later screens, icons, phone metadata, catalogs): ${lazy.length}, ${kb(sum(lazy))} gzip in all`);
const iife = 'portico-elements.iife.js';
if (existsSync(join(dist, iife))) console.log(`Classic script (${iife}, everything inlined): ${kb(gz(iife))} gzip`);
