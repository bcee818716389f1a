import type { Messages } from '@portico/ui';

/** The catalogs that ship with Portico besides English, by file name. */
export type CatalogName = 'es' | 'pt-BR';

/** The shipped catalog for a BCP 47 locale (`es`, `es-MX`, `pt`, `pt-BR`…), or none (English). */
export function catalogFor(locale: string): CatalogName | null {
  const language = locale.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'es') return 'es';
  if (language === 'pt') return 'pt-BR';
  return null;
}

/**
 * Loads a shipped catalog: in the ESM build each is a chunk of its own beside the main file,
 * fetched only by a page that asks for that language; the classic script has them inline (they
 * cost about 1 KB gzip there: their keys are the English catalog's, which gzip finds again).
 */
export function loadCatalog(name: CatalogName): Promise<Messages> {
  return name === 'es' ? import('./es').then((module) => module.catalog) : import('./pt-br').then((module) => module.catalog);
}
