import { en, type Messages } from './en';

/** Letters with accents a font must have, so a missing glyph or a hard-coded English word shows. */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!,
  ]),
);

/** Text and `{placeholders}`, in turn: placeholders stay as they are. */
const PARTS = /(\{\w+\})/;

/**
 * A pseudo-translation: accented, about 40 % longer (the length German or Finnish can reach), in
 * brackets so a cut-off end shows; `rtl` writes each word right to left (the characters of a
 * right-to-left language, with Latin letters) for layout checks without reading Arabic.
 */
function pseudo(text: string, rtl: boolean): string {
  const body = text
    .split(PARTS)
    .map((part) => (PARTS.test(part) ? part : [...part].map((char) => ACCENTED[char] ?? char).join('')))
    .join('');
  const letters = text.replace(/\{\w+\}/g, '').length;
  const padding = '·'.repeat(Math.ceil(letters * 0.4));
  // U+202E … U+202C: right-to-left override; the placeholders' values keep their own direction.
  return rtl ? `\u202E[${body} ${padding}]\u202C` : `[${body} ${padding}]`;
}

/**
 * Words made pseudo: every text, and for `ar-XB` every plural form Arabic has (from `.other`).
 * Used for the catalog (English's first-load words) and, through `PSEUDO`, for each section of
 * English words as its screens render (`MessagesSection`): the pseudo-locales never import them.
 */
function pseudoWords(english: Partial<Record<string, string>>, rtl: boolean): Record<string, string> {
  const words: Record<string, string> = {};
  for (const [key, text] of Object.entries(english)) {
    if (text === undefined) continue;
    words[key] = pseudo(text, rtl);
    if (rtl && key.endsWith('.other')) {
      for (const category of ['zero', 'two', 'few', 'many']) words[`${key.slice(0, -'other'.length)}${category}`] = pseudo(text, rtl);
    }
  }
  return words;
}

/** Where a pseudo catalog keeps its transform, for the sections of English words (see messages-provider). */
export const PSEUDO = Symbol.for('portico.pseudo');

function pseudoCatalog(rtl: boolean): Messages {
  const catalog = pseudoWords(en, rtl) as Messages;
  Object.defineProperty(catalog, PSEUDO, { value: (english: Partial<Messages>) => pseudoWords(english, rtl) });
  return catalog;
}

/** `en-XA`: accented and longer, left to right. */
export const pseudoLong: Messages = pseudoCatalog(false);
/** `ar-XB`: the same, right to left. */
export const pseudoRtl: Messages = pseudoCatalog(true);
