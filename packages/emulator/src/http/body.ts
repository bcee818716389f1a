import type { Context } from 'hono';
import { isMessageLocale, MESSAGE_LOCALES, type MessageLocale } from '../outbox/templates';
import { ApiError } from './envelope';

export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The deepest nesting of arrays and objects a request body may have. Stytch's bodies nest a few
 * levels; a megabyte of `[` parses, but then overflows the stack of whatever walks it
 * recursively (`JSON.stringify` when an event is stored, the settings checks): a 500.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON `text` nests arrays and objects deeper than `max` (brackets inside strings do not count). */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}

/** Parses the request body as JSON; an empty body counts as `emptyValue` (the SDK sends body-less POSTs). */
async function readJson(c: Context, emptyValue: unknown): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return emptyValue;
  // Counted before parsing, so a deep body costs one pass over its text and nothing more.
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new ApiError(400, 'bad_request', `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'bad_request', 'The request body is not valid JSON.');
  }
}

export async function readJsonObject(c: Context): Promise<JsonObject> {
  const body = await readJson(c, {});
  if (!isJsonObject(body)) throw new ApiError(400, 'bad_request', 'The request body must be a JSON object.');
  return body;
}

export async function readJsonArray(c: Context): Promise<unknown[]> {
  const body = await readJson(c, undefined);
  if (!Array.isArray(body)) throw new ApiError(400, 'bad_request', 'The request body must be a JSON array.');
  return body;
}

/** An optional string field; `null` counts as absent. */
export function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ApiError(400, 'bad_request', `${field} must be a string.`);
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
    throw new ApiError(
      400,
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
  if (typeof value !== 'boolean') throw new ApiError(400, 'bad_request', `${field} must be true or false.`);
  return value;
}

/** A required string field (may be empty; callers decide what an empty value means). */
export function requiredString(body: JsonObject, field: string): string {
  const value = body[field];
  if (typeof value !== 'string') throw new ApiError(400, 'bad_request', `${field} must be a string.`);
  return value;
}

/** `locale`, matched case-insensitively against the languages messages are written in; `en` when absent. */
export function readLocale(body: JsonObject): MessageLocale {
  const locale = (optionalString(body, 'locale') ?? 'en').toLowerCase();
  if (!isMessageLocale(locale)) {
    throw new ApiError(400, 'invalid_locale', `locale must be one of ${MESSAGE_LOCALES.join(', ')} (got "${locale}").`);
  }
  return locale;
}
