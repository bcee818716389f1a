import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

/**
 * Browser mode needs two service worker scripts at the site's root: MSW's and this package's pages
 * worker. The playground and Storybook serve the installed files (vite.emulator-workers.ts at the
 * repository's root); a host copies them (docs/emulator.md), and both must speak the page's version.
 */
const pagesWorker = readFileSync(resolve(import.meta.dirname, '../worker/portico-emulator-worker.js'), 'utf8');

it('the pages worker speaks the protocol version browser.ts speaks', () => {
  const version = (source: string) => /const PROTOCOL_VERSION = (\d+);/.exec(source)?.[1];
  expect(version(pagesWorker)).toBeDefined();
  expect(version(pagesWorker)).toBe(version(readFileSync(resolve(import.meta.dirname, 'browser.ts'), 'utf8')));
});
