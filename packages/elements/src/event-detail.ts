/**
 * What a DOM event of an element may carry. The elements' events leave the shadow root and
 * bubble to `document`, where any script of the page (an analytics tag, a browser extension's
 * content script) can listen; so they carry no credential. Stytch's responses in an event's
 * `data` (and `<portico-url-login>`'s `result`) lose every session token, JWT, OAuth token and
 * secret on the way, and every URL in a detail loses its query and fragment, where an OAuth
 * authorization `code` travels (`OAUTH_AUTHORIZE_FLOW_COMPLETE`'s `redirectUri`,
 * `portico-redirect`'s `url`). The `callbacks` property (the host's own code, as `@portico/ui`'s
 * `callbacks`) still gets Stytch's whole response, and `<portico-identity-provider>`'s
 * `onRedirect` the whole redirect URI.
 */

/** A key that holds a credential: `session_token`, `session_jwt`, `access_token`, `sessionJwt`, `client_secret`, … */
const CREDENTIAL = /(?:^|_)(?:token|jwt|secret)s?$|[a-z](?:Token|Jwt|Secret)s?$/i;

/**
 * A URL with a query or a fragment: a scheme (`https:`, or an app's own, `com.example.app:/cb`),
 * no white space, and a `?` or `#` after it.
 */
const URL_WITH_QUERY = /^[a-z][a-z\d+.-]*:[^\s?#]*[?#]\S*$/i;

/** `https://app.example/cb?code=…&state=…#…` → `https://app.example/cb`. */
export function withoutQuery(url: string): string {
  return URL_WITH_QUERY.test(url) ? url.replace(/[?#][\s\S]*$/, '') : url;
}

/**
 * A detail as it may leave the element: no credential-named field, no URL's query or fragment.
 * `keepUrls`: the URLs are the host's own (`portico-back`'s `back-url`), kept whole.
 */
export function withoutCredentials<T>(value: T, { keepUrls = false }: { keepUrls?: boolean } = {}): T {
  return strip(value, new WeakMap(), keepUrls) as T;
}

function strip(value: unknown, seen: WeakMap<object, unknown>, keepUrls: boolean): unknown {
  if (typeof value === 'string') return keepUrls ? value : withoutQuery(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value);
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(strip(item, seen, keepUrls));
    return copy;
  }
  // Plain data only: an Error, a Date or a class instance passes as it is (no tokens in those).
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    if (!CREDENTIAL.test(key)) copy[key] = strip(item, seen, keepUrls);
  }
  return copy;
}
