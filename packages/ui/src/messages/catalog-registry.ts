import type { Messages } from './en';

/**
 * The catalogs Portico ships besides English, each a chunk of its own, by BCP 47 tag: a widget
 * given only a `locale` fetches its language's catalog instead of every host carrying all of them.
 * This registry is a chunk of its own too (loaded with the first catalog a page asks for), so an
 * English first load carries none of it.
 */
export const LOADERS = {
  ar: () => import('./ar').then((module) => module.ar),
  cs: () => import('./cs').then((module) => module.cs),
  da: () => import('./da').then((module) => module.da),
  de: () => import('./de').then((module) => module.de),
  el: () => import('./el').then((module) => module.el),
  'es-419': () => import('./es-419').then((module) => module.es419),
  es: () => import('./es').then((module) => module.es),
  fa: () => import('./fa').then((module) => module.fa),
  fi: () => import('./fi').then((module) => module.fi),
  fr: () => import('./fr').then((module) => module.fr),
  he: () => import('./he').then((module) => module.he),
  hi: () => import('./hi').then((module) => module.hi),
  hu: () => import('./hu').then((module) => module.hu),
  id: () => import('./id').then((module) => module.id),
  it: () => import('./it').then((module) => module.it),
  ja: () => import('./ja').then((module) => module.ja),
  ko: () => import('./ko').then((module) => module.ko),
  nb: () => import('./nb').then((module) => module.nb),
  nl: () => import('./nl').then((module) => module.nl),
  pl: () => import('./pl').then((module) => module.pl),
  'pt-BR': () => import('./pt-BR').then((module) => module.ptBR),
  'pt-PT': () => import('./pt-PT').then((module) => module.ptPT),
  ro: () => import('./ro').then((module) => module.ro),
  ru: () => import('./ru').then((module) => module.ru),
  sv: () => import('./sv').then((module) => module.sv),
  th: () => import('./th').then((module) => module.th),
  tr: () => import('./tr').then((module) => module.tr),
  uk: () => import('./uk').then((module) => module.uk),
  vi: () => import('./vi').then((module) => module.vi),
  'zh-Hans': () => import('./zh-Hans').then((module) => module.zhHans),
  'zh-Hant': () => import('./zh-Hant').then((module) => module.zhHant),
  // Pseudo-locales for designers and tests: accented and ~40 % longer, and the same right to left.
  'en-XA': () => import('./pseudo').then((module) => module.pseudoLong),
  'ar-XB': () => import('./pseudo').then((module) => module.pseudoRtl),
} satisfies Record<string, () => Promise<Messages>>;

/** A catalog Portico ships: English (in every first load) or one of the lazy ones. */
export type CatalogId = 'en' | keyof typeof LOADERS;

/** Every catalog Portico ships besides English, pseudo-locales included (`en-XA`, `ar-XB`). */
export const SHIPPED_CATALOGS = Object.keys(LOADERS) as Exclude<CatalogId, 'en'>[];

const shipped = (id: string): id is CatalogId => id === 'en' || Object.prototype.hasOwnProperty.call(LOADERS, id);

/** Spanish of Spain (and of the places CLDR gives Spain's Spanish as the parent); the rest is Latin America's. */
const SPAIN_SPANISH = new Set(['ES', 'EA', 'IC', 'GQ', 'PH']);

/** The catalogs that would do for a (maximized) tag, best first. */
function candidatesOf({ language, script, region }: Intl.Locale): string[] {
  if ((language === 'en' && region === 'XA') || (language === 'ar' && region === 'XB')) return [`${language}-${region}`];
  if (language === 'zh') return script === 'Hant' ? ['zh-Hant', 'zh-Hans'] : ['zh-Hans', 'zh-Hant'];
  if (language === 'pt') return region === 'BR' ? ['pt-BR', 'pt-PT'] : ['pt-PT', 'pt-BR'];
  if (language === 'es') return region === undefined || SPAIN_SPANISH.has(region) ? ['es', 'es-419'] : ['es-419', 'es'];
  if (language === 'no' || language === 'nn') return ['nb'];
  return [language];
}

/**
 * The catalog for a BCP 47 tag (`locale` prop, `<html lang>`), by language with sensible
 * fallbacks: `zh-HK` and `zh-TW` → Traditional Chinese, `zh`, `zh-CN` → Simplified; `pt`,
 * `pt-BR` → Brazilian Portuguese, `pt-PT`, `pt-AO`… → European; `es-MX`, `es-419`, `es-US` →
 * Latin-American Spanish, `es`, `es-ES` → Spain's; `no` and `nn` → Norwegian Bokmål. A variety
 * Portico does not ship falls back to its language's nearest catalog; an unknown or malformed tag,
 * or a language not shipped, is English (`null`: no catalog to load). `en-XA` and `ar-XB` are the
 * pseudo-locales (`pseudo.ts`).
 */
export function matchCatalog(locale: string): CatalogId | null {
  let tag: Intl.Locale;
  try {
    // Canonical and with its likely script and region (`zh-HK` → `zh-Hant-HK`, `iw` → `he`).
    tag = new Intl.Locale(locale.trim().replace(/_/g, '-')).maximize();
  } catch {
    return null;
  }
  const found = candidatesOf(tag).find(shipped);
  return found === undefined || found === 'en' ? null : found;
}

/** The catalog for a BCP 47 tag (`matchCatalog`), fetched; `null` (English) for a language Portico does not ship. */
export function loadMatchingCatalog(locale: string): Promise<Messages | null> {
  const id = matchCatalog(locale);
  return id === null || id === 'en' ? Promise.resolve(null) : LOADERS[id]();
}
