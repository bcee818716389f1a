/**
 * An element's inputs: each is a property, most also an attribute. Objects (`config`, `styles`,
 * `strings`, …) are JSON in their attribute; the property takes the object itself (or JSON text).
 */
export interface Field {
  /** The attribute that sets it, if any (`client` and `callbacks` are properties only). */
  attribute?: string;
  /**
   * `json`: an object, from JSON text; `list`: a list of words (`["google", "github"]`), from JSON
   * text; `string`: text; `url`: where the element may send the browser (an http(s) URL, or a
   * path on this site); `value`: anything, property only.
   */
  kind: 'json' | 'list' | 'string' | 'url' | 'value';
  /** A new value restarts the widget's flow (its state is built from it once); others apply live. */
  restarts: boolean;
}

export type Fields = Record<string, Field>;

/** What every element takes: the client, Stytch's config, styles (v5) and presentation (v6), callbacks, the strings. */
export const COMMON_FIELDS = {
  client: { kind: 'value', restarts: true },
  publicToken: { attribute: 'public-token', kind: 'string', restarts: true },
  clientOptions: { attribute: 'client-options', kind: 'json', restarts: true },
  config: { attribute: 'config', kind: 'json', restarts: true },
  styles: { attribute: 'styles', kind: 'json', restarts: false },
  presentation: { attribute: 'presentation', kind: 'json', restarts: false },
  strings: { attribute: 'strings', kind: 'json', restarts: false },
  messages: { attribute: 'messages', kind: 'json', restarts: false },
  locale: { attribute: 'locale', kind: 'string', restarts: false },
  callbacks: { kind: 'value', restarts: false },
} as const satisfies Fields;

export type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * A field's value from what the host gave (attribute text, or a property value). `null` and
 * `undefined` unset it. JSON fields take a JSON object or its text; anything else is refused
 * with a message that says what was wrong.
 */
export function parseField(field: Field, label: string, input: unknown): Parsed {
  if (input === null || input === undefined) return { ok: true, value: null };
  switch (field.kind) {
    case 'value':
      return { ok: true, value: input };
    case 'string':
      return { ok: true, value: String(input) };
    case 'url': {
      // Only a web address: `javascript:` (or `data:`…) would run in the page when navigated to.
      const text = String(input).trim();
      if (text === '') return { ok: true, value: '' };
      let protocol = '';
      try {
        protocol = new URL(text, globalThis.document?.baseURI ?? 'http://localhost/').protocol;
      } catch {
        protocol = '';
      }
      if (protocol === 'http:' || protocol === 'https:') return { ok: true, value: text };
      return { ok: false, message: `${label} must be an http(s) URL or a path on this site, not "${text.slice(0, 40)}".` };
    }
    case 'list': {
      let value = input;
      if (typeof input === 'string') {
        if (input.trim() === '') return { ok: true, value: null };
        try {
          value = JSON.parse(input);
        } catch (error) {
          return { ok: false, message: `${label} is not valid JSON (${(error as Error).message}).` };
        }
      }
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
        return { ok: false, message: `${label} must be a JSON list of strings (e.g. ["google", "github"]), not ${Array.isArray(value) ? 'a list with something else in it' : describe(value)}.` };
      }
      return { ok: true, value };
    }
    case 'json': {
      let value = input;
      if (typeof input === 'string') {
        if (input.trim() === '') return { ok: true, value: null };
        try {
          value = JSON.parse(input);
        } catch (error) {
          return { ok: false, message: `${label} is not valid JSON (${(error as Error).message}).` };
        }
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { ok: false, message: `${label} must be a JSON object, not ${describe(value)}.` };
      }
      return { ok: true, value };
    }
  }
}

/**
 * A field's value from its attribute's text. An object that a framework wrote as an attribute
 * arrives as "[object Object]" (Vue binds a name the element has no property for as an
 * attribute, and so does every framework before the element is defined): the message says which
 * binding sets the property instead.
 */
export function parseAttribute(field: Field, name: string, text: string | null): Parsed {
  const attribute = field.attribute!;
  if ((field.kind === 'json' || field.kind === 'list') && text !== null && /^\[object \w+\]$/.test(text.trim())) {
    return {
      ok: false,
      message:
        `the ${attribute} attribute is "${text.trim()}": an object was set as an attribute, which turns it into text. ` +
        `Set the ${name} property instead (Vue: :${attribute}.prop="…", or load @portico/elements before the app mounts; ` +
        `Svelte: ${attribute}={…}; Angular: [${name}]="…"; JavaScript: element.${name} = {…}).`,
    };
  }
  return parseField(field, `the ${attribute} attribute`, text);
}

/** Whether a new value is the same input as the old one (JSON by content, the rest by identity). */
export function sameValue(field: Field, previous: unknown, next: unknown): boolean {
  if (Object.is(previous, next)) return true;
  if ((field.kind !== 'json' && field.kind !== 'list') || previous === null || next === null || previous === undefined || next === undefined) return false;
  try {
    return JSON.stringify(previous) === JSON.stringify(next);
  } catch {
    return false;
  }
}
