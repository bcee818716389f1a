import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { EmulatorContext } from '../context';
import { isOriginAllowed } from '../settings';

const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for the SDK (protocol §1.5): for an allowed origin, echo it exactly, allow credentials,
 * echo the requested headers and cache preflights. Origins not on `allowed_origins` get no CORS
 * headers at all, so the browser blocks them; their preflights still get an empty 204.
 */
export function corsMiddleware(ctx: EmulatorContext): MiddlewareHandler {
  const allow = cors({
    origin: (origin) => origin,
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
  return async (c, next) => {
    const origin = c.req.header('Origin');
    const preflight = c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method') !== undefined;
    if (origin !== undefined && isOriginAllowed(origin, ctx.settings.allowed_origins)) {
      // Chrome's Private Network Access check, for pages on a public origin calling the loopback emulator.
      if (preflight && c.req.header('Access-Control-Request-Private-Network') === 'true') {
        c.header('Access-Control-Allow-Private-Network', 'true');
      }
      return allow(c, next);
    }
    if (preflight) return c.body(null, 204, { Vary: 'Origin' });
    // Set before the handler runs, so it goes into the response the handler makes: adding a header
    // afterwards makes Hono copy the response around a body stream, which is slower to send.
    c.header('Vary', 'Origin', { append: true });
    await next();
  };
}
