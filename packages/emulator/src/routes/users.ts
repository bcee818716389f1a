import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { findLiveSession, sessionTokenHash } from '../domain/sessions';
import { loadUserJson } from '../domain/views';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ApiError, ok } from '../http/envelope';

export function userRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

  /** The current user, flattened into `data` (protocol §2.6). */
  routes.get('/me', async (c) => {
    const token = c.var.client.sessionToken;
    const session = token === null ? undefined : findLiveSession(ctx.store, await sessionTokenHash(token), ctx.clock.now());
    if (!session) {
      throw new ApiError(401, 'user_unauthenticated', 'Must have an active session to call this method. Have you logged in yet?');
    }
    return ok(c, loadUserJson(ctx.store, session.user_id));
  });

  return routes;
}
