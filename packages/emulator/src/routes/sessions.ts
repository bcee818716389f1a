import { Hono } from 'hono';
import { publicBaseUrl, type EmulatorContext } from '../context';
import { oidcIssuer } from '../domain/oidc-tokens';
import { readOptionalSessionDuration, readSessionDuration } from '../domain/sessions';
import { optionalString, readJsonObject, requiredString } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { sessionRequest } from '../http/session-request';
import { exchangeAccessToken, refreshSession, revokeSession } from '../use-cases/sessions';

export function sessionRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

  /** Refreshes a session: same session_id and token, a fresh JWT, the current user; optionally a new expiry. */
  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const durationMinutes = readOptionalSessionDuration(body, ctx.settings);
    const token = c.var.client.sessionToken ?? optionalString(body, 'session_token');
    return ok(c, await refreshSession(ctx, { token, durationMinutes }));
  });

  /** Trades a Connected App's access token that has `full_access` for a session of its user (`exchangeAccessToken`). */
  routes.post('/exchange_access_token', async (c) => {
    const body = await readJsonObject(c);
    const accessToken = requiredString(body, 'access_token');
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    const issuer = oidcIssuer(publicBaseUrl(ctx, c.req.url), ctx.settings);
    return ok(c, (await exchangeAccessToken(ctx, { accessToken, issuer, session })).session);
  });

  routes.post('/revoke', async (c) => {
    await readJsonObject(c);
    await revokeSession(ctx, c.var.client.sessionToken);
    return ok(c);
  });

  return routes;
}
