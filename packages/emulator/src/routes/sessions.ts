import { Hono } from 'hono';
import { publicBaseUrl, type EmulatorContext } from '../context';
import { DomainError } from '../domain/errors';
import { checkAccessToken, oidcIssuer } from '../domain/oidc-tokens';
import {
  authenticateResponse,
  callerToken,
  findLiveSession,
  grantSession,
  liveCallerSession,
  prepareSessionToken,
  readSessionDuration,
  readOptionalSessionDuration,
  sessionTokenHash,
  touchSession,
} from '../domain/sessions';
import { newFactor } from '../domain/views';
import { optionalString, readJsonObject, requiredString } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import type { AuthenticationFactor } from '../store';

const accessTokenRefused = (reason: 'invalid' | 'expired' | 'revoked'): DomainError => {
  if (reason === 'expired') return new DomainError('unauthorized', 'idp_access_token_expired', 'The access token has expired.');
  if (reason === 'revoked') {
    return new DomainError(
      'invalid',
      'oauth_access_token_exchange_token_invalid_grant',
      "The access token's grant is gone: the user revoked the Connected App, or the user was deleted.",
    );
  }
  return new DomainError('unauthorized', 'invalid_token', 'The access token is not one this project issued (signature, type, audience or issuer).');
};

/** The factor of a session made from a Connected App's access token. */
function accessTokenExchangeFactor(clientId: string, now: number): AuthenticationFactor {
  return newFactor('oauth', 'oauth_access_token_exchange', now, {
    oauth_access_token_exchange_factor: { client_id: clientId },
  });
}

/** 401 `session_not_found`: one of the types that make the SDK drop its session (protocol §1.9). */
const sessionNotFound = () => new DomainError('unauthorized', 'session_not_found', 'Session not found.');

export function sessionRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

  /** Refreshes a session: same session_id and token, a fresh JWT, the current user; optionally a new expiry. */
  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const durationMinutes = readOptionalSessionDuration(body, ctx.settings);
    const token = c.var.client.sessionToken ?? optionalString(body, 'session_token');
    if (!token) throw sessionNotFound();
    const hash = await sessionTokenHash(token);
    const now = ctx.clock.now();
    const session = findLiveSession(ctx.store, hash, now);
    if (!session) throw sessionNotFound();
    const refreshed = touchSession(ctx.store, session, now, durationMinutes);
    return ok(c, await authenticateResponse(ctx, { session: refreshed, token }, now));
  });

  /**
   * Trades a Connected App's access token that has `full_access` for a session of its user
   * (protocol §2.5). The factor names the app. Stytch's error types throughout.
   */
  routes.post('/exchange_access_token', async (c) => {
    const body = await readJsonObject(c);
    const accessToken = requiredString(body, 'access_token');
    const durationMinutes = readSessionDuration(body, ctx.settings);
    const caller = await callerToken(c.var.client.sessionToken);
    const fresh = await prepareSessionToken();
    const now = ctx.clock.now();
    const token = await checkAccessToken(ctx.store, accessToken, {
      issuer: oidcIssuer(publicBaseUrl(ctx, c.req.url), ctx.settings),
      audience: ctx.settings.project_id,
      now,
    });
    if (!token.ok) throw accessTokenRefused(token.reason);
    if (!token.scopes.includes('full_access')) {
      throw new DomainError(
        'forbidden',
        'oauth_access_token_exchange_missing_full_access',
        `Only access tokens granted the full_access scope can be exchanged for a session (this one has: ${token.scopes.join(' ') || 'none'}).`,
      );
    }
    const grant = ctx.store.transaction(() =>
      grantSession(ctx.store, {
        userId: token.userId,
        factor: accessTokenExchangeFactor(token.clientId, now),
        durationMinutes,
        now,
        userAgent: c.req.header('User-Agent') ?? '',
        current: liveCallerSession(ctx.store, caller, now),
        fresh,
      }),
    );
    return ok(c, await authenticateResponse(ctx, grant, now));
  });

  routes.post('/revoke', async (c) => {
    await readJsonObject(c);
    const token = c.var.client.sessionToken;
    if (!token) throw sessionNotFound();
    const hash = await sessionTokenHash(token);
    const now = ctx.clock.now();
    const session = findLiveSession(ctx.store, hash, now);
    if (!session) throw sessionNotFound();
    ctx.store.sessions.revoke(session.session_id, now);
    return ok(c);
  });

  return routes;
}
