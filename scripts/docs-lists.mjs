// The README's and docs' lists of modes, elements and languages, generated so they cannot go stale
// (issue 40). Each is written between markers, inline or on lines of their own:
//
//   <!-- registry:NAME -->…<!-- /registry:NAME -->
//
// NAME is one of the FRAGMENTS below: the modes come from the registry of flows
// (packages/core/src/flows/registry.mjs), the elements from @portico/elements' ELEMENTS
// (packages/elements/src/elements.tsx), the languages from @portico/ui's catalogs
// (packages/ui/src/messages/catalog-registry.ts). Beside the fragments it checks the tables that
// list them one by one: README's modes, web-components.md's elements, i18n.md's languages.
//
//   node scripts/docs-lists.mjs           rewrites every fragment
//   node scripts/docs-lists.mjs --check   fails (for `npm test`) when one is stale or a table misses a row
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODES } from '../packages/core/src/flows/registry.mjs';

const root = new URL('..', import.meta.url).pathname;
const read = (path) => readFileSync(join(root, path), 'utf8');

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const TENS = { 20: 'twenty', 30: 'thirty', 40: 'forty' };
/** 6 → 'six', 30 → 'thirty', 31 → 'thirty-one'. */
function inWords(n) {
  if (n < WORDS.length) return WORDS[n];
  const tens = Math.floor(n / 10) * 10;
  if (!TENS[tens]) throw new Error(`No words for ${n}`);
  return n % 10 === 0 ? TENS[tens] : `${TENS[tens]}-${WORDS[n % 10]}`;
}
const code = (text) => `\`${text}\``;
const and = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

// The elements, in the order of ELEMENTS.
const elementsSource = read('packages/elements/src/elements.tsx');
const elementsMap = /export const ELEMENTS = \{([\s\S]*?)\}/.exec(elementsSource)?.[1] ?? '';
const elements = [...elementsMap.matchAll(/'(portico-[a-z-]+)':/g)].map((match) => match[1]);
if (elements.length === 0) throw new Error('packages/elements/src/elements.tsx: no ELEMENTS map found');

// The catalogs: English and the lazily loaded ones, without the pseudo-locales (en-XA, ar-XB).
const catalogSource = read('packages/ui/src/messages/catalog-registry.ts');
const loaders = /export const LOADERS = \{([\s\S]*?)\} satisfies/.exec(catalogSource)?.[1] ?? '';
const lazyCatalogs = [...loaders.matchAll(/^\s+'?([a-zA-Z-]+)'?: \(\) => import\('\.\/([\w-]+)'\)/gm)].filter(([, , file]) => file !== 'pseudo').map(([, tag]) => tag);
if (lazyCatalogs.length === 0) throw new Error('packages/ui/src/messages/catalog-registry.ts: no LOADERS found');
const languages = ['en', ...lazyCatalogs].sort((a, b) => a.localeCompare(b));

/** Each fragment's text. */
export const FRAGMENTS = {
  'modes-count': inWords(MODES.length),
  'modes': and(MODES.map((mode) => code(mode.mode))),
  'elements-count': inWords(elements.length),
  'elements': elements.map((tag) => code(`<${tag}>`)).join(', '),
  'languages-count': String(languages.length),
  'languages-other-count': inWords(languages.length - 1),
  'languages': languages.map(code).join(', '),
};

const docs = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const MARKER = /<!-- registry:([a-z-]+) -->([\s\S]*?)<!-- \/registry:\1 -->/g;

const problems = [];
const changed = [];
let count = 0;
for (const path of docs) {
  const text = read(path);
  const next = text.replace(MARKER, (whole, name, current) => {
    count += 1;
    if (!(name in FRAGMENTS)) {
      problems.push(`${path}: no fragment named ${name} (one of ${Object.keys(FRAGMENTS).join(', ')})`);
      return whole;
    }
    // A fragment on lines of its own keeps its line breaks.
    const [, before, , after] = /^(\n?)([\s\S]*?)(\n?)$/.exec(current);
    return `<!-- registry:${name} -->${before}${FRAGMENTS[name]}${after}<!-- /registry:${name} -->`;
  });
  if (next !== text) changed.push({ path, next });
}

// The tables that list them one by one.
const readme = read('README.md');
const modesTable = readme.slice(readme.indexOf('| Mode | React |'), readme.indexOf('\n\n', readme.indexOf('| Mode | React |')));
for (const mode of MODES) if (!modesTable.includes(`<${mode.widget}`)) problems.push(`README.md: the modes table has no row for ${mode.mode} (<${mode.widget}>)`);
const webComponents = read('docs/web-components.md');
for (const tag of elements) if (!webComponents.includes(`| \`<${tag}>\` |`)) problems.push(`docs/web-components.md: "The elements" has no row for <${tag}>`);
const i18n = read('docs/i18n.md');
for (const tag of languages) if (!i18n.includes(`| \`${tag}\` |`)) problems.push(`docs/i18n.md: the languages table has no row for ${tag}`);

if (process.argv.includes('--check')) {
  for (const { path } of changed) problems.push(`${path}: a list between <!-- registry:… --> markers is stale (run \`node scripts/docs-lists.mjs\`)`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`The docs' ${count} lists of modes, elements and languages match the registry, the elements and the catalogs (${MODES.length} modes, ${elements.length} elements, ${languages.length} languages).`);
} else {
  for (const { path, next } of changed) writeFileSync(join(root, path), next);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`${count} lists checked, ${changed.length} file(s) rewritten: ${changed.map(({ path }) => path).join(', ') || 'none'}.`);
}
