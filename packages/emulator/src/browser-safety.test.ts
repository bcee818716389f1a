import { build } from 'esbuild';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The app, the store and the client options must run in a browser (browser mode, `browser.ts`,
 * runs the app in the page), so they must not pull in Node built-ins: bundling them for the
 * browser fails if they do.
 */
it('bundles app.ts, store/, client-options.ts, browser.ts and one-tap.ts for the browser', async () => {
  const result = await build({
    absWorkingDir: resolve(import.meta.dirname, '..'),
    entryPoints: ['src/app.ts', 'src/store/index.ts', 'src/client-options.ts', 'src/browser.ts', 'src/one-tap.ts'],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    outdir: 'browser-check',
    logLevel: 'silent',
  });
  expect(result.errors).toEqual([]);
  expect(result.outputFiles).toHaveLength(5);
}, 20_000);

it('keeps @portico/emulator/one-tap light: MSW and the client options, not the emulator', async () => {
  const result = await build({
    absWorkingDir: resolve(import.meta.dirname, '..'),
    entryPoints: ['src/one-tap.ts'],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    outdir: 'browser-check',
    logLevel: 'silent',
  });
  expect(Object.keys(result.metafile.inputs).sort()).toEqual(['src/client-options.ts', 'src/one-tap.ts']);
});
