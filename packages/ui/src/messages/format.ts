import type { AuthError } from '@portico/core';
import type { FirstLoadMessages, MessageKey } from './en';

export type MessageValues = Record<string, string | number>;

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : match,
  );
}

/**
 * The words for an error (spec §8): the catalog's message for a known type, otherwise the
 * server's own `error_message`, otherwise a generic sentence.
 */
export function errorMessage(messages: FirstLoadMessages, error: AuthError): string {
  const key = `error.${error.type}` as MessageKey;
  if (Object.prototype.hasOwnProperty.call(messages, key)) return messages[key]!;
  return error.message?.trim() || messages['error.unknown_error'];
}
