import type { Context, MiddlewareHandler } from 'hono';
import { auth } from 'hono/utils/basic-auth';
import type { EmulatorContext } from '../context';
import { newRequestId } from '../domain/random';
import { secretsEqual } from './client-auth';
import { ApiError } from './envelope';

/**
 * Stytch's answer to a Backend API call without the project's credentials (a missing or
 * malformed `Authorization`, another project id, a wrong secret, a public token): `401
 * unauthorized_credentials`, "Unauthorized credentials.". The rest of the message is the
 * emulator's, and never names the secret.
 */
const unauthorizedCredentials = (ctx: EmulatorContext): ApiError =>
  new ApiError(
    401,
    'unauthorized_credentials',
    'Unauthorized credentials. The Backend API takes "Authorization: Basic base64(<project_id>:<secret>)" with this ' +
      `emulator's project id "${ctx.settings.project_id}" and its project_secret setting (docs/emulator.md, "The Backend API").`,
  );

/**
 * The Backend API's client authentication: `Authorization: Basic base64(<project_id>:<secret>)`,
 * as Stytch's server SDKs send it (stytch-node's `BaseClient`). The secret is compared in time
 * that does not depend on where it differs. Put on each Backend API route, not on `/v1/*`: the
 * JWKS and the OAuth start URLs under `/v1` take no credentials.
 */
export function requireProjectSecret(ctx: EmulatorContext): MiddlewareHandler {
  return async (c, next) => {
    const credentials = auth(c.req.raw);
    const projectMatches = credentials?.username === ctx.settings.project_id;
    const secretMatches = secretsEqual(credentials?.password ?? '', ctx.settings.project_secret);
    if (!credentials || !projectMatches || !secretMatches) throw unauthorizedCredentials(ctx);
    await next();
  };
}

/**
 * A Backend API success: the fields at the top level with `request_id` and `status_code` (the
 * browser SDK's routes wrap theirs in `data`, `envelope.ts`'s `ok`).
 */
export function backendOk(c: Context, payload: object = {}): Response {
  return c.json({ request_id: newRequestId(), status_code: 200, ...payload }, 200);
}

/**
 * Whether a path is one of the Backend API's, which take the project secret: everything under
 * `/v1/` but the JWKS (`/v1/sessions/jwks/…`, public, fetched without credentials) and the
 * browser's OAuth start URLs (`/v1/public/…`). CORS leaves them out (`cors.ts`): the secret
 * belongs on a server, never in a page.
 */
export const isBackendApiPath = (path: string): boolean =>
  path.startsWith('/v1/') && !path.startsWith('/v1/public/') && !path.startsWith('/v1/sessions/jwks/');
