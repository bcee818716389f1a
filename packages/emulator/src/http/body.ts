import type { Context } from 'hono';
import { isJsonObject, type JsonObject } from '../domain/fields';
import { ApiError } from './envelope';

/** The field readers are the domain's (they take a parsed object); routes import them from here too. */
export {
  isJsonObject,
  optionalBoolean,
  optionalInteger,
  optionalString,
  readLocale,
  requiredString,
  type JsonObject,
} from '../domain/fields';

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
