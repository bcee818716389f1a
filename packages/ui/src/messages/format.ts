import type { AuthError } from '@portico/core';
import type { FirstLoadMessages, MessageKey, Messages } from './en';
import { currentReadings, loadReadings, type ErrorReadings } from './error-readings';

export type MessageValues = Record<string, string | number>;

/** A message's parts: the template's own text, and each value placed in it (by its placeholder's name). */
export type MessagePart = string | { name: string; value: string };

/** First strong isolate (U+2068) and pop directional isolate (U+2069): a value's direction stays its own. */
export const FSI = '\u2068';
export const PDI = '\u2069';

const OPENS_ISOLATE = new Set(['\u2066', '\u2067', '\u2068']);

/**
 * A value as it may be isolated: its own isolates balanced (UAX #9). A PDI that closes nothing of
 * the value's own is dropped: it would close the isolate around the value (FSI … PDI, or a
 * `<bdi>`: Chromium treats both alike), and an override after it (U+202E) would turn the rest of
 * the sentence. An isolate the value leaves open is closed at its end, or the isolate around it
 * would run on over the sentence. Embeddings and overrides (U+202A–U+202E) need nothing: the
 * isolate's end closes them.
 */
export function balancedValue(value: string): string {
  let open = 0;
  let text = '';
  for (const char of value) {
    if (OPENS_ISOLATE.has(char)) open += 1;
    else if (char === PDI) {
      if (open === 0) continue;
      open -= 1;
    }
    text += char;
  }
  return text + PDI.repeat(open);
}

/** The template's text and its `{name}` values, in order; a placeholder without a value stays text, as written. */
export function messageParts(template: string, values: MessageValues = {}): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const name = match[1]!;
    if (!Object.prototype.hasOwnProperty.call(values, name)) continue;
    if (match.index > last) parts.push(template.slice(last, match.index));
    parts.push({ name, value: balancedValue(String(values[name])) });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

/**
 * Fills `{name}` placeholders, each value isolated from the sentence around it (FSI … PDI, in
 * either direction), so a value's own direction (an Arabic name in an English sentence, an
 * address in an Arabic one, a right-to-left override in a server's string) cannot reorder the
 * sentence. Unknown placeholders are left as they are. For plain strings (an attribute, a
 * title); text in the page is `messageNode` of the same parts (`useMessages().rich`), where each
 * value is a `<bdi>` and the text has no control characters.
 */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return messageParts(template, values)
    .map((part) => (typeof part === 'string' ? part : `${FSI}${part.value}${PDI}`))
    .join('');
}

/**
 * The words for an error (spec §8): the catalog's message for a type it has words for; for
 * another of Stytch's consumer types, the words its reading gives (error-readings.ts: the calm
 * words of a configuration error, its own, or those of a type that says the same); otherwise the
 * server's own `error_message`, otherwise a generic sentence.
 *
 * `readings`: the widget's providers pass theirs, `'loading'` (nothing, for the moment until they
 * arrive and the providers re-render) included. Called without (a custom UI), the readings loaded
 * so far, else the server's words while they load.
 */
export function errorMessage(
  messages: FirstLoadMessages,
  error: AuthError,
  readings?: ErrorReadings | 'failed' | 'loading',
  transform?: (english: Partial<Messages>) => Partial<Messages>,
): string {
  const key = `error.${error.type}` as MessageKey;
  if (Object.prototype.hasOwnProperty.call(messages, key)) return messages[key]!;
  const known = readings ?? currentReadings();
  if (known === 'loading') return '';
  if (known === undefined) void loadReadings();
  const text = known === undefined || known === 'failed' ? undefined : known(messages, error, transform);
  if (text !== undefined) return text;
  // Outside a widget's section of words (`enScreens`), the key as itself, as `t` shows one.
  return error.message?.trim() || (messages['error.unknown_error'] ?? 'error.unknown_error');
}
