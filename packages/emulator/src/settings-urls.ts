/**
 * The settings' URL rules: the origin and redirect-URL patterns `allowed_origins` and
 * `redirect_urls` hold (with their checks), and matching a request's origin or a redirect URL
 * against them.
 */
import type { Check } from './settings-checks';

/** `scheme://host[:port]`, where the port may be `*`; no path, query or credentials. */
export function parseOriginPattern(pattern: string): { protocol: string; hostname: string; port: string } | null {
  const match = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/i.exec(pattern);
  if (!match) return null;
  const [, protocol = '', hostname = '', port = ''] = match;
  if (port !== '' && port !== '*' && Number(port) > 65535) return null;
  return { protocol: protocol.toLowerCase(), hostname: hostname.toLowerCase(), port };
}

export const originPattern: Check = (v) =>
  typeof v === 'string' && parseOriginPattern(v)
    ? null
    : 'must be an origin like "http://localhost:3000" ("*" is allowed only as the port)';

export interface RedirectPattern {
  origin: { protocol: string; hostname: string; port: string };
  /** The exact path the URL must have, or null to match any path. */
  path: string | null;
}

/** An origin pattern, optionally followed by a path (`/…`, no query or fragment). */
export function parseRedirectPattern(pattern: string): RedirectPattern | null {
  const match = /^(https?:\/\/[^/?#]+)(\/[^?#]*)?$/i.exec(pattern);
  if (!match) return null;
  const origin = parseOriginPattern(match[1] ?? '');
  if (!origin) return null;
  const path = match[2];
  return { origin, path: path === undefined || path === '/' ? null : path };
}

export const redirectPattern: Check = (v) =>
  typeof v === 'string' && parseRedirectPattern(v)
    ? null
    : 'must be an origin like "http://localhost:*" (any path) or a URL like "https://app.example.com/authenticate" ' +
      '("*" is allowed only as the port; no query or fragment)';

/** An absolute http(s) URL, e.g. `http://localhost:5173/authenticate`. */
export function parseHttpUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

export const httpUrl: Check = (v) =>
  typeof v === 'string' && parseHttpUrl(v) ? null : 'must be an absolute http(s) URL like "http://localhost:5173/authenticate"';

/** A default redirect URL: an absolute http(s) URL, or `''` for "the project has none". */
export const defaultRedirectUrl: Check = (v) =>
  v === '' || (typeof v === 'string' && parseHttpUrl(v))
    ? null
    : 'must be an absolute http(s) URL like "http://localhost:5173/authenticate", or "" for none';

/** Whether a request's `Origin` header is on the settings' CORS allowlist. */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const protocol = url.protocol.slice(0, -1);
  const hostname = url.hostname.toLowerCase();
  return allowed.some((entry) => {
    const pattern = parseOriginPattern(entry);
    if (!pattern || pattern.protocol !== protocol || pattern.hostname !== hostname) return false;
    return pattern.port === '*' || pattern.port === url.port;
  });
}

/** Whether a redirect URL (already parsed as http(s)) is on the settings' `redirect_urls`. */
export function isRedirectUrlAllowed(url: URL, allowed: readonly string[]): boolean {
  const protocol = url.protocol.slice(0, -1);
  const hostname = url.hostname.toLowerCase();
  return allowed.some((entry) => {
    const pattern = parseRedirectPattern(entry);
    if (!pattern) return false;
    const { origin, path } = pattern;
    if (origin.protocol !== protocol || origin.hostname !== hostname) return false;
    if (origin.port !== '*' && origin.port !== url.port) return false;
    return path === null || path === url.pathname;
  });
}
