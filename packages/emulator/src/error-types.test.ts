import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every `error_type` the emulator can answer is one Stytch's browser SDK knows (its
 * `StytchAPIErrorType`, copied in protocol/stytch-error-types.txt), so a widget that passes here
 * meets the same types in production. An invented type fails this test.
 */
const STYTCH_TYPES = new Set(
  readFileSync(join(import.meta.dirname, 'protocol/stytch-error-types.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#')),
);

/** The emulator's own, on its own pages and limits (no Stytch call answers them). */
const EMULATOR_OWN = new Map([
  ['request_too_large', 'a request body over the emulator\'s limit'],
  ['invalid_form_token', "a forged submit of the emulator's stand-in provider pages"],
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The error types written in the code: `new ApiError(400, 'type'`, `new DomainError('invalid', 'type'`,
 * `errorType: 'type'`, `apiError(c, 400, 'type'`.
 */
function typesIn(text: string): string[] {
  const patterns = [/ApiError\(\s*\d+,\s*'([a-z0-9_]+)'/g, /DomainError\(\s*'[a-z_]+',\s*'([a-z0-9_]+)'/g, /errorType: '([a-z0-9_]+)'/g, /apiError\(\s*c,\s*\d+,\s*'([a-z0-9_]+)'/g];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

describe('error types', () => {
  it("answers only Stytch's error types (and its own few)", () => {
    const found = new Map<string, string>();
    for (const file of sources(import.meta.dirname)) for (const type of typesIn(readFileSync(file, 'utf8'))) found.set(type, file);
    expect(found.size).toBeGreaterThan(50);
    const invented = [...found].filter(([type]) => !STYTCH_TYPES.has(type) && !EMULATOR_OWN.has(type)).map(([type, file]) => `${type} (${file})`);
    expect(invented).toEqual([]);
  });
});
