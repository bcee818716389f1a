import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Browser mode needs two service worker scripts at the site's root: MSW's (`npx msw init <dir>`)
 * and this package's pages worker. The playground and Storybook serve committed copies; they must
 * match what is installed, or the workers and the page speak different protocol versions.
 */
const root = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(path, 'utf8');
const pagesWorker = read(resolve(import.meta.dirname, '../worker/portico-emulator-worker.js'));
const mswWorker = read(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'));

describe.each(['packages/playground/public', '.storybook/public'])('the service workers in %s', (dir) => {
  it('are the installed MSW worker (npx msw init) and the current pages worker', () => {
    expect(read(resolve(root, dir, 'mockServiceWorker.js')), `run: npx msw init ${dir} --no-save`).toBe(mswWorker);
    expect(read(resolve(root, dir, 'portico-emulator-worker.js')), `run: cp packages/emulator/worker/portico-emulator-worker.js ${dir}/`).toBe(pagesWorker);
  });
});

it('the pages worker speaks the protocol version browser.ts speaks', () => {
  const version = (source: string) => /const PROTOCOL_VERSION = (\d+);/.exec(source)?.[1];
  expect(version(pagesWorker)).toBeDefined();
  expect(version(pagesWorker)).toBe(version(read(resolve(import.meta.dirname, 'browser.ts'))));
});
