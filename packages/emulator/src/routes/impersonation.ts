/** `POST /impersonation/authenticate` (protocol §2.10): an impersonation token for a session of its user. */
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { DomainError } from '../domain/errors';
import { IMPERSONATION_SESSION_MINUTES, impersonatedFactor, unableToAuthImpersonationToken } from '../domain/impersonation';
import { sha256Hex } from '../domain/random';
import { authenticateResponse, grantSession, prepareSessionToken } from '../domain/sessions';
import { readJsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';

export function impersonationRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));
  const { store } = ctx;

  /**
   * Uses the token up and starts a new session of its user (never adds to the caller's own: the
   * impersonator is someone else) with an `impersonated` factor, for 60 minutes. The SDK sends no
   * `session_duration_minutes`.
   */
  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const token = body.impersonation_token;
    if (typeof token !== 'string' || token === '') {
      throw new DomainError('invalid', 'bad_request', 'impersonation_token must be the token minted by POST /emulator/impersonation-tokens.');
    }
    const tokenHash = await sha256Hex(token);
    const fresh = await prepareSessionToken();
    const now = ctx.clock.now();
    const grant = store.transaction(() => {
      const record = store.impersonationTokens.consume(tokenHash, now);
      if (!record || !store.users.get(record.user_id)) throw unableToAuthImpersonationToken();
      return grantSession(store, {
        userId: record.user_id,
        factor: impersonatedFactor(record, now),
        durationMinutes: IMPERSONATION_SESSION_MINUTES,
        now,
        userAgent: c.req.header('User-Agent') ?? '',
        current: undefined,
        fresh,
      });
    });
    return ok(c, await authenticateResponse(ctx, grant, now));
  });

  return routes;
}
