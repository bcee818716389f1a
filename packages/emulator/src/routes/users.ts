import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { normalizeEmail } from '../domain/contact';
import { findLiveSession, sessionTokenHash, userUnauthenticated } from '../domain/sessions';
import { loadUserJson } from '../domain/views';
import { readJsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';

export function userRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

  /** The current user, flattened into `data` (protocol §2.6). */
  routes.get('/me', async (c) => {
    const token = c.var.client.sessionToken;
    const session = token === null ? undefined : findLiveSession(ctx.store, await sessionTokenHash(token), ctx.clock.now());
    if (!session) throw userUnauthenticated();
    return ok(c, loadUserJson(ctx.store, session.user_id));
  });

  /**
   * Which password screen the prebuilt UI shows (protocol §2.4): `new` (no user has the address),
   * `password` or `passwordless`. Note the camelCase `userType`.
   */
  routes.post('/search', async (c) => {
    const email = normalizeEmail((await readJsonObject(c)).email);
    const record = ctx.store.emails.findByAddress(email);
    const userType = !record ? 'new' : ctx.store.passwords.findForUser(record.user_id) ? 'password' : 'passwordless';
    return ok(c, { userType });
  });

  return routes;
}
