import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The generator itself (scripts/provider-icons/generate.mjs), run in memory against the installed sets.
import { compareWithDisk, generateIconFiles, ICONS, OUTPUT_DIR } from '../../../scripts/provider-icons/generate.mjs';

describe('generated brand marks', () => {
  it('match what `npm run icons` writes today (regenerate after changing the manifest or a set)', async () => {
    const files = await generateIconFiles();
    expect(compareWithDisk(files)).toEqual([]);
    for (const [name, contents] of files) expect(readFileSync(join(OUTPUT_DIR, name), 'utf8'), name).toBe(contents);
  });

  it('name their set, icon and licence in a header', async () => {
    const files = await generateIconFiles();
    for (const entry of ICONS) {
      const header = files.get(`${entry.id}.ts`)?.split('*/')[0] ?? '';
      expect(header, entry.id).toMatch(/from .+ \(@[\w-]+\/[\w-]+ \d+\.\d+\.\d+\)/);
      expect(header, entry.id).toMatch(/@license (CC0-1\.0|MIT|ISC|Apache-2\.0)\b/);
    }
  });

  it('are each reached by a loader (no module left out of load-icon.ts)', () => {
    const loaders = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'load-icon.ts'), 'utf8');
    for (const entry of ICONS) expect(loaders, entry.id).toContain(`import('./generated/${entry.id}')`);
  });
});
