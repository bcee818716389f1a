/**
 * Cross-site writes to the control API (`/emulator/*`) and to SDK telemetry (`/sdk/v1/events`),
 * which take no credentials. Any page a developer visits may send a "simple" request without a
 * preflight: a form post, or `fetch` with a `text/plain` body or none at all. Left alone, that
 * seeds users, injects faults whose messages the widget then shows, or wipes the database with
 * `POST /emulator/reset`. So a write here must
 *
 * - carry its body as `Content-Type: application/json`: a browser preflights that, and CORS
 *   (`allowed_origins`) decides; a body of any other type is `415`;
 * - when it comes from a browser (an `Origin` header; body-less writes need no preflight), come from
 *   the emulator's own pages or an origin on `allowed_origins`; otherwise `403`.
 *
 * Clients that are not browsers send no `Origin` (curl, Node's `fetch`, Playwright's `request`),
 * so tests and scripts keep working without a token.
 */
import type { MiddlewareHandler } from 'hono';
import type { EmulatorContext } from '../context';
import { isOriginAllowed } from '../settings';
import { controlError, errorResponse } from './envelope';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `application/json`, with or without parameters (`; charset=utf-8`). */
const isJson = (contentType: string): boolean => contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';

export function controlWriteGuard(ctx: EmulatorContext): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('Origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin && !isOriginAllowed(origin, ctx.settings.allowed_origins)) {
      return errorResponse(
        c,
        controlError(
          403,
          'cross_origin_request_refused',
          `${c.req.method} ${c.req.path} from the origin ${JSON.stringify(origin)} was refused: it is not on the emulator's ` +
            'allowed_origins setting. Add it there to call the control API from that page.',
        ),
      );
    }
    const contentType = c.req.header('Content-Type');
    // A body-less write (`POST /emulator/reset`) needs no type; the body is read through Hono, which keeps it for the route.
    const hasBody = contentType !== undefined || (await c.req.text()) !== '';
    if (hasBody && (contentType === undefined || !isJson(contentType))) {
      return errorResponse(
        c,
        controlError(
          415,
          'unsupported_media_type',
          `${c.req.method} ${c.req.path} needs its body as JSON with the header "Content-Type: application/json" ` +
            `(got ${contentType === undefined ? 'no Content-Type' : JSON.stringify(contentType)}). Browsers then ask first (a CORS preflight), ` +
            'so other sites cannot write here.',
        ),
      );
    }
    return next();
  };
}
