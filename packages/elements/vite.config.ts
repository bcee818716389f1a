import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Alias, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vite.shared.ts';

/**
 * The standalone build: everything bundled (the UI runtime, @portico/ui with its compiled
 * stylesheet, @portico/core, xstate, the Stytch client), nothing left for the host to install.
 *
 *   vite build              → dist/portico-elements.js (ESM) + dist/chunks/* (lazy screens, catalogs)
 *   vite build --mode iife  → dist/portico-elements.iife.js (classic script, `window.Portico`, all inline)
 *
 * The UI runtime is Preact, through preact/compat (`react` and `react-dom` are aliased to it, and
 * to `src/runtime/preact-compat.ts` for React's `autoFocus`): the same widget, about 57 KB gzip
 * less than with React 19 (docs/web-components.md has the figures and the checks behind the
 * choice). `PORTICO_ELEMENTS_RUNTIME=react` builds it on React instead, to measure again. The unit
 * tests run on the same runtime as the build.
 */
const runtime = process.env.PORTICO_ELEMENTS_RUNTIME === 'react' ? 'react' : 'preact';

const preactCompat = fileURLToPath(new URL('src/runtime/preact-compat.ts', import.meta.url));
const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: preactCompat },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: preactCompat },
];

/**
 * Removes the previous build's chunks (their names carry hashes, so new ones do not overwrite
 * them), in the build's own outDir (`--outDir /tmp/x` leaves dist/ alone).
 */
function replaceChunks(): Plugin {
  let outDir = '';
  return {
    name: 'portico:replace-chunks',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      rmSync(join(outDir, 'chunks'), { recursive: true, force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const iife = mode === 'iife';
  return {
    ...sourceConditions,
    resolve: {
      ...sourceConditions.resolve,
      alias: [
        ...(runtime === 'preact' ? preactAliases : []),
        // The classic script carries three catalogs inline, not thirty (src/catalogs/classic-registry.ts).
        ...(iife ? [{ find: /^\.\/catalog-registry$/, replacement: fileURLToPath(new URL('src/catalogs/classic-registry.ts', import.meta.url)) }] : []),
      ],
    },
    // @portico/ui is built from source: Tailwind compiles its stylesheet, inlined as a string.
    plugins: [react(), tailwindcss(), ...(iife ? [] : [replaceChunks()])],
    // A library build keeps `process.env.NODE_ENV` for the host's bundler; this bundle is final.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: 'dist',
      // Builds add to dist/ (`npm run build` empties it first): the type declarations stay when
      // the e2e web server rebuilds only the bundles. The ESM build replaces its chunks.
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: true,
      // The ~2 KB of one-shot helpers a second copy would be is not worth a second request.
      modulePreload: false,
      // The classic script is a library build (one file, `window.Portico`); the ESM build is not,
      // because library mode leaves the whitespace of ESM output unminified for hosts' bundlers.
      ...(iife && { lib: { entry: 'src/index.ts', formats: ['iife'], name: 'Portico', fileName: () => 'portico-elements.iife.js' } }),
      rolldownOptions: {
        ...(!iife && {
          // `jsx`, `vue` and `svelte` are the (empty) modules behind the template types of
          // `@portico/elements/jsx`, `/vue` and `/svelte`.
          input: { 'portico-elements': 'src/index.ts', jsx: 'src/jsx.ts', vue: 'src/vue.ts', svelte: 'src/svelte.ts' },
          preserveEntrySignatures: 'strict',
          output: {
            format: 'es',
            entryFileNames: '[name].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
            // Fewer requests before the first screen. Left to itself, rolldown splits by which
            // entries and lazy chunks share a module: the main file came with 7 chunks of its own
            // and `<portico-login>`'s first render took 14 files. Two groups:
            //   runtime: everything the main file imports statically (Preact, the Stytch client,
            //     the element), one chunk beside it;
            //   login: the login mode with what its first screen needs and no other chunk holds,
            //     so `<portico-login>` first renders from 4 files (main, runtime, login, and
            //     rolldown's 0.4 KB runtime). The other elements load some of their first screen
            //     (primitives, the frame's parts) from the login chunk: about 5 KB more each, in
            //     fewer requests than before (docs/web-components.md has the figures).
            codeSplitting: {
              groups: [
                { name: 'runtime', tags: ['$initial'], priority: 2 },
                // Also two small modules several modes share (the sections of English words, the
                // mfaOptions resolver), which would otherwise be a chunk each in their first loads.
                {
                  name: 'login',
                  test: /[\\/]src[\\/]modes[\\/]login\.tsx$|[\\/]messages[\\/]messages-section\.|[\\/]config[\\/]mfa-options\./,
                  priority: 1,
                },
              ],
            },
          },
        }),
        onwarn(warning, warn) {
          // Tailwind's stylesheet has no source map to give; the string it becomes needs none.
          if (warning.code === 'SOURCEMAP_BROKEN' && warning.plugin?.startsWith('@tailwindcss/')) return;
          // Slow-plugin notices on a busy 2-core machine are noise, not a problem of the bundle.
          if (warning.code === 'PLUGIN_TIMINGS') return;
          warn(warning);
        },
      },
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      css: false,
      // Whole widgets in jsdom beside the browser lane of `npm test`: a timeout is for a hang.
      testTimeout: 15_000,
      // Dependencies run through Vite too (not Node), so the alias reaches every import of React.
      ...(runtime === 'preact' && {
        server: { deps: { inline: true } },
        // CommonJS (use-sync-external-store's shim; react-remove-scroll's `main`, which Radix's
        // dialogs use, resolved so here) `require`s React: pre-bundled, it gets the alias.
        deps: { optimizer: { client: { enabled: true, include: ['use-sync-external-store/shim/with-selector', 'react-remove-scroll'] } } },
      }),
    },
  };
});
