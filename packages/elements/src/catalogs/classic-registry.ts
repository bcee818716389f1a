import type { Messages } from '@portico/ui';
import { es, ptBR } from '@portico/ui';

/**
 * The catalog registry of the classic script (`portico-elements.iife.js`, one file, nothing
 * lazy): English, Spanish and Brazilian Portuguese only, inline (about 1 KB gzip each: their keys
 * are the English catalog's, which gzip finds again). Inlining all thirty would double the
 * script; a page that needs another language uses the ESM build (each catalog a chunk of its own)
 * or passes the catalog as `messages`. Replaces @portico/ui's catalog-registry.ts in that build
 * only (vite.config.ts).
 */
const LOADERS = { es: () => Promise.resolve(es), 'pt-BR': () => Promise.resolve(ptBR) };

export type CatalogId = 'en' | keyof typeof LOADERS;
export const SHIPPED_CATALOGS = Object.keys(LOADERS) as Exclude<CatalogId, 'en'>[];

export function matchCatalog(locale: string): CatalogId | null {
  const language = locale.trim().toLowerCase().split(/[-_]/)[0];
  return language === 'es' ? 'es' : language === 'pt' ? 'pt-BR' : null;
}

export function loadMatchingCatalog(locale: string): Promise<Messages | null> {
  const id = matchCatalog(locale);
  return id === null || id === 'en' ? Promise.resolve(null) : LOADERS[id]();
}
