/**
 * What a DOM event of an element may carry. The elements' events leave the shadow root and
 * bubble to `document`, where any script of the page (an analytics tag, a browser extension's
 * content script) can listen; so they carry no credential. Stytch's responses in an event's
 * `data` (and `<portico-url-login>`'s `result`) lose every session token, JWT, OAuth token and
 * secret on the way; the `callbacks` property (the host's own code, as `@portico/ui`'s
 * `callbacks`) still gets Stytch's whole response.
 */

/** A key that holds a credential: `session_token`, `session_jwt`, `access_token`, `sessionJwt`, `client_secret`, … */
const CREDENTIAL = /(?:^|_)(?:token|jwt|secret)s?$|[a-z](?:Token|Jwt|Secret)s?$/i;

export function withoutCredentials<T>(value: T): T {
  return strip(value, new WeakMap()) as T;
}

function strip(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value);
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(strip(item, seen));
    return copy;
  }
  // Plain data only: an Error, a Date or a class instance passes as it is (no tokens in those).
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    if (!CREDENTIAL.test(key)) copy[key] = strip(item, seen);
  }
  return copy;
}
