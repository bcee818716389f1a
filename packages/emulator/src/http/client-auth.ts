import { equalBytes } from '@noble/curves/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { MiddlewareHandler } from 'hono';
import { auth } from 'hono/utils/basic-auth';
import type { EmulatorContext } from '../context';
import { publicTokenNotFound } from '../domain/errors';
import { ApiError } from './envelope';

export interface ClientCredentials {
  publicToken: string;
  /** The session token from `Authorization`, or null when the SDK sent the public token again. */
  sessionToken: string | null;
}

export type SdkEnv = { Variables: { client: ClientCredentials } };

export { publicTokenNotFound } from '../domain/errors';

/**
 * Checks `Authorization: Basic base64(<public_token>:<secret>)` (protocol §1.2) and exposes the
 * credentials as `c.var.client`. The secret is a session token, or the public token again.
 */
export function requireClient(ctx: EmulatorContext): MiddlewareHandler<SdkEnv> {
  return async (c, next) => {
    const credentials = auth(c.req.raw);
    if (!credentials) {
      throw new ApiError(
        401,
        'invalid_authorization_header',
        'The Authorization header must be "Basic base64(<public_token>:<session_token or public_token>)".',
      );
    }
    if (credentials.username !== ctx.settings.public_token) throw publicTokenNotFound(ctx.settings);
    const secret = credentials.password;
    c.set('client', {
      publicToken: credentials.username,
      sessionToken: secret === '' || secret === credentials.username ? null : secret,
    });
    await next();
  };
}

/**
 * Whether a presented secret (a client secret, a form token) equals the expected one, in time
 * that does not depend on where they first differ: `===` stops at the first different character,
 * which a caller timing many guesses can exploit. Both are hashed to 32 bytes first, so neither
 * length leaks either, then compared without an early exit. Portable (no node:crypto
 * `timingSafeEqual`): the app also runs in a browser.
 */
export function secretsEqual(presented: string, expected: string): boolean {
  const encoder = new TextEncoder();
  return equalBytes(sha256(encoder.encode(presented)), sha256(encoder.encode(expected)));
}
