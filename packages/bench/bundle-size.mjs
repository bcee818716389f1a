// Bundle size of the login widget as a host app would ship it: React and react-dom external,
// minified, split the way Vite/Rolldown splits it. Prints the gzip size of what loads before
// first render (the entry chunk and its static imports) and of each lazy chunk, next to
// Stytch's own prebuilt UI built the same way: its vanilla UI client, and `@stytch/react`'s
// <StytchLogin> (what a React host ships; a dev dependency of the bench).
//
//   npm run bench            (builds @portico/core and @portico/ui first, through turbo)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const REACT = [/^react(\/.*)?$/, /^react-dom(\/.*)?$/];
/** Issue 41's goal for the first load (all six products in `npm run size`; this entry renders nothing). */
const GOAL_KB = 42;

const entries = {
  'Portico LoginWidget + Stytch headless client': `
    import { LoginWidget } from '@portico/ui';
    import { StytchHeadlessClient } from '@stytch/vanilla-js/headless';
    export { LoginWidget, StytchHeadlessClient };
  `,
  'Stytch prebuilt UI (StytchUIClient), for comparison': `
    import { StytchUIClient } from '@stytch/vanilla-js';
    export { StytchUIClient };
  `,
  // Rendered, not only exported: what its render path pulls in is what a React host ships.
  'Stytch <StytchLogin> in a React host (@stytch/react, rendered), for comparison': `
    import { createElement } from 'react';
    import { createRoot } from 'react-dom/client';
    import { createStytchClient, Products, StytchLogin, StytchProvider } from '@stytch/react';
    const stytch = createStytchClient('public-token-test-00000000-0000-0000-0000-000000000000');
    const config = { products: [Products.otp], otpOptions: { methods: ['email'], expirationMinutes: 5 } };
    createRoot(document.getElementById('root')).render(createElement(StytchProvider, { stytch }, createElement(StytchLogin, { config })));
  `,
};

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (code) => gzipSync(Buffer.from(code), { level: 9 }).length;

async function measure(name, source) {
  // Inside this package, so the entry resolves the workspace's packages like a host app would.
  mkdirSync('.entries', { recursive: true });
  const dir = mkdtempSync(join('.entries', 'bench-'));
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, source);
  try {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: process.cwd(),
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        modulePreload: false,
        rolldownOptions: {
          input: entry,
          external: REACT,
          preserveEntrySignatures: 'exports-only',
          output: { format: 'es', entryFileNames: 'entry.js', chunkFileNames: '[name]-[hash].js' },
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((o) => [o.fileName, o]));
    const css = outputs.filter((o) => o.type === 'asset' && o.fileName.endsWith('.css'));

    const initial = new Set();
    const visit = (fileName) => {
      // Externals (react, react-dom) appear among a chunk's imports but are not ours to count.
      if (initial.has(fileName) || !chunks.has(fileName)) return;
      initial.add(fileName);
      for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
    };
    visit('entry.js');

    const rows = [];
    let initialJs = 0;
    for (const fileName of initial) initialJs += gz(chunks.get(fileName).code);
    const initialCss = css.reduce((sum, asset) => sum + gz(asset.source), 0);
    rows.push([`${name}`, 'initial JS', initialJs]);
    rows.push(['', 'initial CSS (files)', initialCss]);
    for (const [fileName, chunk] of chunks) {
      if (!initial.has(fileName)) rows.push(['', `lazy: ${chunk.name}`, gz(chunk.code)]);
    }
    // Where the initial bytes come from, by package (minified, before gzip).
    const byPackage = new Map();
    for (const fileName of initial) {
      for (const [id, info] of Object.entries(chunks.get(fileName).modules)) {
        const match = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/) ?? id.match(/packages\/([^/]+)\//);
        const key = match ? match[1] : 'other';
        byPackage.set(key, (byPackage.get(key) ?? 0) + info.renderedLength);
      }
    }
    return { rows, initial: initialJs + initialCss, byPackage };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = {};
for (const [name, source] of Object.entries(entries)) results[name] = await measure(name, source);

const width = 60;
console.log('\nBundle size (gzip -9, minified, React and react-dom external)\n');
for (const { rows, initial } of Object.values(results)) {
  for (const [name, part, bytes] of rows) {
    if (name) console.log(name);
    console.log(`${`  ${part}`.padEnd(width)} ${kb(bytes).padStart(7)} KB`);
  }
  console.log(`${'  total before first render'.padEnd(width)} ${kb(initial).padStart(7)} KB\n`);
}
const portico = Object.values(results)[0];
const minified = [...portico.byPackage.entries()].sort((a, b) => b[1] - a[1]);
const totalMinified = minified.reduce((sum, [, bytes]) => sum + bytes, 0);
console.log('Portico, before first render, by package (bundled code before minification):');
for (const [name, bytes] of minified) {
  console.log(`  ${name.padEnd(34)} ${kb(bytes).padStart(7)} KB  ${((100 * bytes) / totalMinified).toFixed(0).padStart(3)} %`);
}
console.log('');
console.log(
  `Goal for the finished widget: at most ${GOAL_KB} KB before first render → ` +
    `${portico.initial / 1024 <= GOAL_KB ? 'met' : 'NOT met'} (${kb(portico.initial)} KB).`,
);
console.log('Portico inlines its stylesheet in the JS (injected once, or into the shadow root), so its CSS is counted in the JS.');
