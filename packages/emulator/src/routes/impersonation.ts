/** `POST /impersonation/authenticate` (protocol §2.10): an impersonation token for a session of its user. */
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { DomainError } from '../domain/errors';
import { readJsonObject } from '../http/body';
import { clientAddress } from '../http/client-address';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { authenticateImpersonation } from '../use-cases/impersonation';

export function impersonationRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

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
    return ok(c, (await authenticateImpersonation(ctx, { token, userAgent: c.req.header('User-Agent') ?? '', ipAddress: clientAddress(c) })).session);
  });

  return routes;
}
