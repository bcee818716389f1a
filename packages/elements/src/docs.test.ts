/// <reference types="node" />
import type * as Fs from 'node:fs';
import type * as Path from 'node:path';
import type * as Url from 'node:url';
import { describe, expect, it } from 'vitest';

// Node's modules without an import: this package's tests run every dependency through Vite (for
// the Preact alias), which cannot resolve Node's built-ins.
const { readFileSync } = process.getBuiltinModule('node:fs') as typeof Fs;
const { dirname, join } = process.getBuiltinModule('node:path') as typeof Path;
const { fileURLToPath } = process.getBuiltinModule('node:url') as typeof Url;

/**
 * docs/web-components.md shows the framework examples' code: every code block under a
 * `<!-- from examples/… -->` line is that file as it is (which `npm test` builds and logs in
 * through). A change to an example that the page does not follow fails here.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const page = readFileSync(join(root, 'docs/web-components.md'), 'utf8');
const blocks = [...page.matchAll(/<!-- from ([\w./-]+) -->\n```\w*\n([\s\S]*?)```/g)].map(([, path, code]) => ({ path: path!, code: code! }));

describe('docs/web-components.md', () => {
  it('shows the Vue and Svelte examples', () => {
    expect(blocks.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['examples/vue-app/src/App.vue', 'examples/vue-app/vite.config.ts', 'examples/svelte-app/src/App.svelte']),
    );
  });

  it.each(blocks)('shows $path as it is', ({ path, code }) => {
    expect(code).toBe(readFileSync(join(root, path), 'utf8'));
  });
});
