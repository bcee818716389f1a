import { fetchCatalog, type Messages } from '@portico/ui';

/** A catalog by the tag it was asked for (`pt_PT` and `pt-pt` are one), or `null` for English. */
export type CatalogName = string;

/** The key of a locale's catalog: none (English, nothing to fetch) for `en`, `en-GB`… */
export function catalogFor(locale: string): CatalogName | null {
  const key = locale.trim().replace(/_/g, '-').toLowerCase();
  return /^en(?:-(?!xa\b)|$)/.test(key) ? null : key;
}

/**
 * The shipped catalog for a locale, matched as @portico/ui matches it (`matchCatalog`: `pt-PT`
 * European, `es-MX` Latin-American…): in the ESM build each is a chunk of its own beside the main
 * file, fetched only by a page that asks for that language; the classic script has Spanish and
 * Brazilian Portuguese inline (src/catalogs/classic-registry.ts). `null`: a language Portico does
 * not ship (English). Rejects when its chunk cannot be fetched.
 */
export function loadCatalog(name: CatalogName): Promise<Messages | null> {
  return fetchCatalog(name);
}
