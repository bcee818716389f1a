import type { AuthError, ErrorReading } from '@portico/core';
import type { FirstLoadMessages, MessageKey, Messages } from './en';
import { enRareErrors } from './en-rare-errors';

/**
 * The words for one of Stytch's other consumer types, by core's reading of it: the calm words of
 * `endpoint_not_authorized_for_sdk` for a configuration error, its own (`enRareErrors` in English),
 * or those of the type that says the same. `undefined` for a type the table does not hold. Loads
 * with the table (error-readings.ts), so no first load carries it.
 */
export const wordsReader =
  (readingOf: (type: string) => ErrorReading | undefined) =>
  (messages: FirstLoadMessages, error: AuthError, transform?: (english: Partial<Messages>) => Partial<Messages>): string | undefined => {
    const reading = readingOf(error.type);
    if (reading === undefined) return undefined;
    const key = `error.${reading === 'configuration' ? 'endpoint_not_authorized_for_sdk' : reading === 'own' ? error.type : reading}` as MessageKey;
    const english = (enRareErrors as Partial<Messages>)[key];
    return messages[key] ?? (english !== undefined && transform ? transform({ [key]: english })[key] : english);
  };
