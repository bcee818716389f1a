import type { AuthError } from '@portico/core';
import type { FirstLoadMessages, MessageKey, Messages } from './en';
import { currentReadings, loadReadings, type ErrorReadings } from './error-readings';

export type MessageValues = Record<string, string | number>;

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : match,
  );
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
  return error.message?.trim() || messages['error.unknown_error'];
}
