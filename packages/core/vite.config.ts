import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vite.shared.ts';
import { starBarrels } from '../../vite.star-barrels.ts';

// Library build: one ESM file per public entry point; every dependency stays external.
export default defineConfig({
  ...sourceConditions,
  // Barrels as `export * from` lines, so esbuild keeps lazily loaded flows out of the first load.
  plugins: [starBarrels(['index.js', 'react.js', 'stytch.js', 'testing.js', 'server.js'])],
  build: {
    lib: {
      entry: {
        index: 'src/index.ts',
        react: 'src/react.ts',
        stytch: 'src/stytch.ts',
        testing: 'src/testing.ts',
        server: 'src/server.ts',
      },
      formats: ['es'],
    },
    outDir: 'dist',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      external: [/^react(\/.*)?$/, /^xstate/, /^@xstate\//, /^libphonenumber-js/, /^@stytch\//, /^bs58/, /^bowser/],
      // One file per module, so hosts' bundlers drop the flows a widget does not use.
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One module graph per worker thread, not one per file: the machines' tests share nothing
    // but pure modules, and setting up the graph again for each of 50 files took 55 s of a 60 s run.
    pool: 'threads',
    isolate: false,
  },
});
