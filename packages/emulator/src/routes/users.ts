import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { normalizeEmail } from '../domain/contact';
import { connectedAppJson } from '../domain/idp';
import { findLiveSession, sessionTokenHash, userUnauthenticated } from '../domain/sessions';
import { loadUserJson } from '../domain/views';
import { readJsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { revokeConnectedApp } from '../use-cases/connected-apps';

export function userRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));
  const { store } = ctx;

  const callerUserId = async (token: string | null): Promise<string> => {
    const session = token === null ? undefined : findLiveSession(store, await sessionTokenHash(token), ctx.clock.now());
    if (!session) throw userUnauthenticated();
    return session.user_id;
  };

  /** The current user, flattened into `data` (protocol §2.6). */
  routes.get('/me', async (c) => ok(c, loadUserJson(store, await callerUserId(c.var.client.sessionToken))));

  /** The Connected Apps the user let in (through the identity provider), with the scopes granted. */
  routes.get('/connected_apps', async (c) => {
    const userId = await callerUserId(c.var.client.sessionToken);
    const connectedApps = store.idpGrants.listForUser(userId).flatMap((grant) => {
      const app = ctx.settings.connected_apps.find((candidate) => candidate.client_id === grant.client_id);
      return app ? [connectedAppJson(app, grant.scopes)] : [];
    });
    return ok(c, { connected_apps: connectedApps });
  });

  /**
   * Revokes the app's access: its refresh tokens and access tokens stop working, and the next
   * authorization asks for consent again.
   */
  routes.post('/connected_apps/:connected_app_id/revoke', async (c) => {
    const userId = await callerUserId(c.var.client.sessionToken);
    const clientId = c.req.param('connected_app_id');
    await revokeConnectedApp(ctx, { userId, clientId });
    return ok(c);
  });

  /**
   * Which password screen the prebuilt UI shows (protocol §2.4): `new` (no user has the address),
   * `password` or `passwordless`. Note the camelCase `userType`.
   */
  routes.post('/search', async (c) => {
    const email = normalizeEmail((await readJsonObject(c)).email);
    const record = store.emails.findByAddress(email);
    const userType = !record ? 'new' : store.passwords.findForUser(record.user_id) ? 'password' : 'passwordless';
    return ok(c, { userType });
  });

  return routes;
}
