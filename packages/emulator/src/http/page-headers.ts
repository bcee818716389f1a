/**
 * Clickjacking: a site that frames one of the emulator's pages under a decoy can make the tester
 * click "Continue" on the stand-in provider, or "Clear inbox". Every HTML response therefore says
 * it may not be framed (`frame-ancestors 'none'`, and `X-Frame-Options: DENY` for older browsers),
 * unless its route already chose who may frame it: the clientside-services frame and the One Tap
 * chooser exist to be framed by the app's pages ({@link frameAncestors}).
 */
import type { MiddlewareHandler } from 'hono';

const CSP = 'Content-Security-Policy';

export function pageHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // HTML only: setting a header on a finished response copies it, which the JSON API does not need.
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html') || c.res.headers.has(CSP)) return;
    c.header(CSP, "frame-ancestors 'none'");
    c.header('X-Frame-Options', 'DENY');
  };
}

/** An exact http(s) origin, safe to write into a policy (no spaces, `;` or `,`). */
const ORIGIN_SOURCE = /^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:(\d{1,5}|\*))?$/i;

/**
 * `Content-Security-Policy` for a page the app's own pages frame: the emulator's origin and the
 * given origins (`allowed_origins` entries, whose `*` ports CSP understands the same way).
 */
export function frameAncestors(origins: readonly string[]): Record<string, string> {
  const sources = ["'self'", ...new Set(origins.filter((origin) => ORIGIN_SOURCE.test(origin)))];
  return { [CSP]: `frame-ancestors ${sources.join(' ')}` };
}
