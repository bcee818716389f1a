import type { Messages } from './en';

/**
 * The catalogs Portico ships besides English, each a chunk of its own: a widget given only a
 * `locale` fetches its language's catalog instead of every host carrying all of them.
 */
const LOADERS: Record<string, () => Promise<Messages>> = {
  es: () => import('./es').then((module) => module.es),
  pt: () => import('./pt-BR').then((module) => module.ptBR),
};

const loading = new Map<string, Promise<Messages | null>>();
const loaded = new Map<string, Messages>();
/** What each promise of `loadCatalog` settled as (`null`: could not be fetched). */
const settled = new WeakMap<Promise<Messages | null>, Messages | null>();

const languageOf = (locale: string) => locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/** The shipped catalog of `locale` if it has already arrived (a widget then renders at once). */
export function loadedCatalog(locale: string): Messages | undefined {
  return loaded.get(languageOf(locale));
}

/**
 * The shipped catalog of `locale` (BCP 47, matched by its language: `es-MX` → `es`, `pt-PT` →
 * `pt-BR`), loading or loaded; `null` for English and for languages Portico does not ship. One
 * promise per language, so every widget on a page waits on the same fetch. A catalog that cannot
 * be fetched settles as `null` (English, never a crash), and the next widget asking tries again.
 */
export function loadCatalog(locale: string): Promise<Messages | null> | null {
  const language = languageOf(locale);
  const load = LOADERS[language];
  if (!load) return null;
  const pending = loading.get(language);
  if (pending) return pending;
  const catalog: Promise<Messages | null> = load().then(
    (messages) => {
      loaded.set(language, messages);
      settled.set(catalog, messages);
      return messages;
    },
    () => {
      settled.set(catalog, null);
      return null;
    },
  );
  loading.set(language, catalog);
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
  const language = languageOf(locale);
  const catalog = loading.get(language);
  if (catalog && settled.get(catalog) === null) loading.delete(language);
}
