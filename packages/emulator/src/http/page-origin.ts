import type { Context } from 'hono';

/**
 * The origin of the page that made an SDK call: the browser's `Origin` header, else the SDK's
 * `X-SDK-Parent-Host` (protocol §1.2: `window.location.origin`). Undefined when neither is a URL
 * origin (a non-browser client).
 */
export function pageOrigin(c: Context): URL | undefined {
  for (const header of ['Origin', 'X-SDK-Parent-Host']) {
    const value = c.req.header(header);
    if (!value || value === 'null') continue;
    try {
      const url = new URL(value);
      if (url.origin === value.replace(/\/$/, '')) return url;
    } catch {
      // not a URL: try the next header
    }
  }
  return undefined;
}

/**
 * Whether `domain` may serve as a WebAuthn relying party id (or SIWE domain) for a page on
 * `hostname`: the hostname itself or a parent domain of it (`example.com` for `app.example.com`).
 */
export function isRegistrableSuffix(domain: string, hostname: string): boolean {
  const d = domain.toLowerCase();
  const h = hostname.toLowerCase();
  return h === d || (d.includes('.') && h.endsWith(`.${d}`));
}
