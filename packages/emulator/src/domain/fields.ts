import { isMessageLocale, MESSAGE_LOCALES, type MessageLocale } from '../outbox/templates';
import { DomainError } from './errors';

/**
 * Reading the fields of an already-parsed JSON object (a request body, a settings object): plain
 * values in, plain values or a {@link DomainError} out. Parsing the request itself is `http/body.ts`.
 */
export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An optional string field; `null` counts as absent. */
export function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new DomainError('invalid', 'bad_request', `${field} must be a string.`);
  return value;
}

/**
 * An optional whole number within [min, max]; `null` counts as absent. Anything else (a string,
 * a fraction, out of range) throws `errorType` with a message naming the field and the range.
 */
export function optionalInteger(
  body: JsonObject,
  field: string,
  range: { min: number; max: number; errorType: string },
): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < range.min || value > range.max) {
    throw new DomainError(
      'invalid',
      range.errorType,
      `${field} must be a whole number from ${range.min} to ${range.max} (got ${JSON.stringify(value)}).`,
    );
  }
  return value;
}

/** An optional boolean field; `null` counts as absent. */
export function optionalBoolean(body: JsonObject, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new DomainError('invalid', 'bad_request', `${field} must be true or false.`);
  return value;
}

/** A required string field (may be empty; callers decide what an empty value means). */
export function requiredString(body: JsonObject, field: string): string {
  const value = body[field];
  if (typeof value !== 'string') throw new DomainError('invalid', 'bad_request', `${field} must be a string.`);
  return value;
}

/** `locale`, matched case-insensitively against the languages messages are written in; `en` when absent. */
export function readLocale(body: JsonObject): MessageLocale {
  const locale = (optionalString(body, 'locale') ?? 'en').toLowerCase();
  if (!isMessageLocale(locale)) {
    throw new DomainError('invalid', 'invalid_locale', `locale must be one of ${MESSAGE_LOCALES.join(', ')} (got "${locale}").`);
  }
  return locale;
}
