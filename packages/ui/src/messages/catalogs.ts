import type { Messages } from './en';

/** Scripts written right to left (the direction of a language follows its likely script). */
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr']);

/** The direction a language is written in (`ar`, `he`, `fa`, `ur`… → rtl). */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  try {
    const script = new Intl.Locale(locale.trim().replace(/_/g, '-')).maximize().script;
    return script !== undefined && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** English without a fetch: `en`, `en-GB`… (not the pseudo-locale `en-XA`). */
const isEnglish = (locale: string) => /^en(?:[-_](?!xa\b)|$)/i.test(locale.trim());
/** One fetch per tag however it is written (`pt_PT`, `PT-pt`). */
const keyOf = (locale: string) => locale.trim().replace(/_/g, '-').toLowerCase();

/** A locale's catalog key (one fetch per tag however it is written), or `null` for English (nothing to fetch). */
export function catalogKey(locale: string): string | null {
  return isEnglish(locale) ? null : keyOf(locale);
}

const loading = new Map<string, Promise<Messages | null>>();
const loaded = new Map<string, Messages>();
/** What each promise of `loadCatalog` settled as (`null`: could not be fetched). */
const settled = new WeakMap<Promise<Messages | null>, Messages | null>();

/** The shipped catalog of `locale` if it has already arrived (a widget then renders at once). */
export function loadedCatalog(locale: string): Messages | undefined {
  return loaded.get(keyOf(locale));
}

/**
 * The shipped catalog for a BCP 47 tag, fetched (with the registry, a chunk of its own): `null`
 * for English or a language Portico does not ship; rejects when a chunk cannot be fetched.
 */
export function fetchCatalog(locale: string): Promise<Messages | null> {
  return import('./catalog-registry').then(({ loadMatchingCatalog }) => loadMatchingCatalog(locale));
}

/**
 * The shipped catalog of `locale` (BCP 47, `matchCatalog`), loading or loaded; `null` for
 * English (no fetch). A language Portico does not ship settles as `null` (English). One promise per tag,
 * so every widget on a page waits on the same fetch. A catalog that cannot be fetched settles as
 * `null` (English, never a crash), and the next widget asking tries again.
 */
export function loadCatalog(locale: string): Promise<Messages | null> | null {
  if (isEnglish(locale)) return null;
  const key = keyOf(locale);
  const pending = loading.get(key);
  if (pending) return pending;
  const catalog: Promise<Messages | null> = fetchCatalog(locale).then(
    (messages) => {
      if (messages) loaded.set(key, messages);
      settled.set(catalog, messages);
      return messages;
    },
    () => {
      settled.set(catalog, null);
      return null;
    },
  );
  loading.set(key, catalog);
  return catalog;
}

/**
 * What a promise of `loadCatalog` settled as, for rendering (React 18 has no `use`): the catalog,
 * `null` (English) if it could not be fetched, and while it loads the promise is thrown, so the
 * nearest Suspense boundary waits for it.
 */
export function readCatalog(catalog: Promise<Messages | null>): Messages | null {
  const value = settled.get(catalog);
  if (value === undefined) throw catalog;
  return value;
}

/**
 * Called once a widget has shown English for a catalog that could not be fetched: the next
 * widget asking tries again. (Until then the failed promise stays, so the widget that suspended
 * on it renders English when it retries rather than fetching again, and again.)
 */
export function forgetFailedCatalog(locale: string): void {
  const key = keyOf(locale);
  const catalog = loading.get(key);
  if (catalog && settled.get(catalog) === null) loading.delete(key);
}
