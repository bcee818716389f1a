import { describe, expect, it } from 'vitest';
import { SHIPPED_CATALOGS } from './catalog-registry';
import { loadCatalog } from './catalogs';
import { en, type MessageKey } from './en';
import { enUserButton } from './en-user-button';

/**
 * The user button's words (issue 37): in every shipped catalog, with English's placeholders, and
 * apart from the words every first load carries. (messages.test.ts checks the sections listed in
 * its ALL_ENGLISH; this one is the user button's own, so the account's three branches merge.)
 */
describe("the user button's words", () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

  it.each(SHIPPED_CATALOGS.filter((id) => id !== 'en-XA' && id !== 'ar-XB'))('%s translates each, with the same placeholders', async (locale) => {
    const catalog = (await loadCatalog(locale))!;
    for (const [key, english] of Object.entries(enUserButton)) {
      const translated = catalog[key as MessageKey];
      expect(translated, key).toBeTruthy();
      expect(translated, `${key} is not English`).not.toBe(english);
      expect(placeholders(translated), key).toEqual(placeholders(english));
    }
  });

  it('are not in the English every first load carries', () => {
    expect(Object.keys(enUserButton).filter((key) => key in en)).toEqual([]);
  });
});
