// Adds file extensions to the relative imports of emitted type declarations:
//   node ../../scripts/dts-extensions.mjs [dist]        (run in a package, after `tsc`)
//
// The sources import each other without extensions (`moduleResolution: bundler`), and tsc copies
// those specifiers into the .d.ts files unchanged. TypeScript projects that resolve like Node
// (`moduleResolution: node16` / `nodenext`) then cannot follow them: `from './client'` must be
// `from './client/index.js'`. This rewrites every relative specifier of `from '…'`, `import('…')`
// and `import '…'` in the .d.ts files to the declaration file it names (`./x.js` for `./x.d.ts`,
// `./x/index.js` for `./x/index.d.ts`). Specifiers that already carry an extension are left
// alone. Checked by `npm run check:packages` (attw).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');

/** @param {string} dir @returns {string[]} */
function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

let changedFiles = 0;
const unresolved = [];
for (const file of declarationFiles(root)) {
  const dir = dirname(file);
  const text = readFileSync(file, 'utf8');
  const next = text.replace(SPECIFIER, (match, lead, quote, specifier) => {
    if (/\.(?:[cm]?js|json|css)$/.test(specifier)) return match;
    const base = resolve(dir, specifier);
    let rewritten;
    if (isFile(`${base}.d.ts`)) rewritten = `${specifier}.js`;
    else if (isFile(join(base, 'index.d.ts'))) rewritten = `${specifier.replace(/\/$/, '')}/index.js`;
    else {
      unresolved.push(`${file}: ${specifier}`);
      return match;
    }
    return `${lead}${quote}${rewritten}${quote}`;
  });
  if (next !== text) {
    writeFileSync(file, next);
    changedFiles += 1;
  }
}

if (unresolved.length > 0) {
  console.warn(`dts-extensions: ${unresolved.length} relative import(s) name no declaration file:`);
  for (const line of unresolved) console.warn(`  ${line}`);
}
console.log(`dts-extensions: ${changedFiles} declaration file(s) in ${root} rewritten.`);
