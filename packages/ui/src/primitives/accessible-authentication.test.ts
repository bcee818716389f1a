import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * WCAG 2.2 3.3.8 Accessible Authentication, in the source (docs/accessibility.md). The stories
 * (src/stories/accessible-authentication.stories.tsx) paste into every field in Chromium; this
 * checks what they could not: no code anywhere in the UI refuses a paste, a copy or a drop, no
 * credential field turns autofill off, and there is no cognitive test (CAPTCHA, puzzle).
 */

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The product's source: what ships (not stories, tests or test helpers). */
function productFiles(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'stories' ? [] : productFiles(path);
    return /\.(ts|tsx|css)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = productFiles().map((path) => ({ path: relative(src, path), text: readFileSync(path, 'utf8') }));

const matches = (pattern: RegExp) =>
  files.flatMap(({ path, text }) => [...text.matchAll(pattern)].map((match) => `${path}: ${match[0].trim()}`));

describe('3.3.8 Accessible Authentication', () => {
  it('reads the whole UI source', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some(({ path }) => path.endsWith('password-input.tsx'))).toBe(true);
  });

  it('never listens to paste, copy, cut or drop (nothing can refuse them)', () => {
    expect(matches(/\bon(Paste|Copy|Cut|Drop|BeforeInput)(Capture)?\s*[=:]/g)).toEqual([]);
    expect(matches(/addEventListener\(\s*['"](paste|copy|cut|drop|beforeinput)['"]/g)).toEqual([]);
    // user-select: none on a field would stop selecting (and so copying) what was typed.
    expect(matches(/(select-none|user-select:\s*none)/g)).toEqual([]);
  });

  it('turns autofill off only on the passkey name, which is no credential', () => {
    expect(matches(/autoComplete=["{]['"]?off/g)).toEqual([
      'screens/passkey-registration-success/passkey-registration-success-screen.tsx: autoComplete="off',
    ]);
  });

  it('names every credential field for password managers and code autofill', () => {
    const autocomplete = new Set(matches(/autoComplete=["{]['"]?[\w -]+/g).map((match) => match.replace(/^.*autoComplete=["{]['"]?/, '')));
    for (const token of ['one-time-code', 'tel-national', 'new-password']) expect(autocomplete).toContain(token);
    // The login password takes `isNew ? 'new-password' : 'current-password'`; the email field
    // 'username webauthn', 'username' or 'email' (screens/main/email-form.tsx).
    expect(matches(/'current-password'/g).length).toBeGreaterThan(0);
    expect(matches(/'username webauthn' : [^;]+'email'/g)).toHaveLength(1);
  });

  it('has no cognitive test: no CAPTCHA, puzzle or question to answer', () => {
    // The key of the words for Stytch's own `captcha_failed` refusal (Portico never draws a CAPTCHA) aside.
    const found = files.flatMap(({ path, text }) =>
      [...text.replaceAll("'error.captcha_failed'", '').matchAll(/captcha|puzzle|security question/gi)].map((match) => `${path}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });
});
