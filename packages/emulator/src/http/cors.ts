import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { EmulatorContext } from '../context';
import { isOriginAllowed } from '../settings';
import { isBackendApiPath } from './backend-api';
import { ApiError } from './envelope';

const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for the SDK (protocol §1.5): for an allowed origin, echo it exactly, allow credentials,
 * echo the requested headers and cache preflights. Origins not on `allowed_origins` get no CORS
 * headers at all, so the browser blocks them; their preflights still get an empty 204.
 *
 * The SDK's own calls (`/sdk/v1/…`) are the exception, as at Stytch: a page whose domain is not
 * authorised for the SDK can read the answer, and every answer is `403 bad_domain_for_stytch_sdk`
 * before any route runs (Stytch's type, in the browser SDK's `StytchAPIErrorType`, with the
 * dashboard's "Authorized applications" list in its message), so the developer learns what to
 * change instead of seeing a CORS failure. Nothing else is served to such an origin.
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
    // The Backend API answers no page (its secret belongs on a server): no CORS headers, whatever the origin.
    if (origin !== undefined && !isBackendApiPath(c.req.path) && isOriginAllowed(origin, ctx.settings.allowed_origins)) {
      // Chrome's Private Network Access check, for pages on a public origin calling the loopback emulator.
      if (preflight && c.req.header('Access-Control-Request-Private-Network') === 'true') {
        c.header('Access-Control-Allow-Private-Network', 'true');
      }
      return allow(c, next);
    }
    if (origin !== undefined && c.req.path.startsWith('/sdk/v1/')) {
      if (preflight) return allow(c, next);
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
      c.header('Vary', 'Origin', { append: true });
      throw badDomainForSdk(origin);
    }
    if (preflight) return c.body(null, 204, { Vary: 'Origin' });
    // Set before the handler runs, so it goes into the response the handler makes: adding a header
    // afterwards makes Hono copy the response around a body stream, which is slower to send.
    c.header('Vary', 'Origin', { append: true });
    await next();
  };
}

const badDomainForSdk = (origin: string): ApiError =>
  new ApiError(
    403,
    'bad_domain_for_stytch_sdk',
    `This website (${origin}) has not been registered as an allowed domain for the Stytch SDK. Add it to the ` +
      "project's Authorized applications (the emulator: its allowed_origins setting).",
  );
