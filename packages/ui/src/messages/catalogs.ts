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
  let catalog = loading.get(language);
  if (!catalog) {
    catalog = load().then(
      (messages) => {
        loaded.set(language, messages);
        return messages;
      },
      () => {
        loading.delete(language);
        return null;
      },
    );
    loading.set(language, catalog);
  }
  return catalog;
}
