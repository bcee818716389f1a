/** `POST /sessions/attest` (protocol §2.5): a trusted auth token exchanged for a session. */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { EmulatorContext } from '../context';
import { jwks } from '../domain/jwt';
import { newId } from '../domain/random';
import {
  authenticateResponse,
  callerToken,
  findLiveSession,
  grantSession,
  prepareSessionToken,
  readSessionDuration,
  type CallerToken,
} from '../domain/sessions';
import { findProfile, trustedTokenFactor, verifyTrustedToken } from '../domain/trusted-tokens';
import { optionalString, readJsonObject, requiredString, type JsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ApiError, ok } from '../http/envelope';
import type { SessionRecord, Store } from '../store';

/** Attested sessions last 60 minutes unless the call says otherwise (spec §9). */
const ATTEST_DURATION_MINUTES = 60;

const sessionNotFound = () => new ApiError(401, 'session_not_found', 'Session not found: the session_token or session_jwt is not a live session.');

/** The id of the session a session JWT of this project names (signature and expiry checked). */
async function sessionIdOfJwt(store: Store, projectId: string, jwt: string, now: number): Promise<string> {
  try {
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(await jwks(store)), {
      issuer: `stytch.com/${projectId}`,
      audience: projectId,
      currentDate: new Date(now),
    });
    const claim = payload['https://stytch.com/session'] as { id?: unknown } | undefined;
    if (typeof claim?.id === 'string') return claim.id;
  } catch {
    // reported below
  }
  throw sessionNotFound();
}

/**
 * The session to add the factor to: `session_token` from the body, else the caller's. A
 * `session_jwt` must name that session: the emulator keeps only hashes of session tokens, so it
 * cannot answer with the token of a session known by its JWT alone.
 */
async function sessionToExtend(
  c: Context<SdkEnv>,
  ctx: EmulatorContext,
  body: JsonObject,
  now: number,
): Promise<{ session: SessionRecord; token: string } | undefined> {
  const explicitToken = optionalString(body, 'session_token');
  const jwt = optionalString(body, 'session_jwt');
  const caller: CallerToken | null = await callerToken(explicitToken ?? c.var.client.sessionToken);
  const session = caller === null ? undefined : findLiveSession(ctx.store, caller.hash, now);
  if (explicitToken !== undefined && !session) throw sessionNotFound();
  if (jwt !== undefined) {
    const sessionId = await sessionIdOfJwt(ctx.store, ctx.settings.project_id, jwt, now);
    if (!session || session.session_id !== sessionId) {
      throw new ApiError(
        400,
        'invalid_session_token',
        'The emulator can add a factor to a session named by session_jwt only when the request also carries that ' +
          "session's token (in Authorization, as the SDK sends it, or as session_token).",
      );
    }
  }
  return session && caller ? { session, token: caller.token } : undefined;
}

export function attestRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));
  const { store } = ctx;

  routes.post('/attest', async (c) => {
    const body = await readJsonObject(c);
    const profileId = requiredString(body, 'profile_id');
    const token = requiredString(body, 'token');
    const durationMinutes = readSessionDuration(body, ctx.settings, ATTEST_DURATION_MINUTES);
    const profile = findProfile(ctx.settings, profileId);
    if (!profile) {
      const known = ctx.settings.trusted_auth_token_profiles.map((entry) => `"${entry.profile_id}"`).join(', ') || 'none';
      throw new ApiError(404, 'trusted_token_profile_not_found', `No trusted auth token profile has the id "${profileId}" (profiles: ${known}).`);
    }
    const now = ctx.clock.now();
    const current = await sessionToExtend(c, ctx, body, now);
    const claims = await verifyTrustedToken(store, profile, token, now);
    const fresh = await prepareSessionToken();
    const grant = store.transaction(() => {
      if (!store.trustedTokenUses.record(profile.profile_id, claims.tokenId, now)) {
        throw new ApiError(401, 'invalid_trusted_auth_token', `The trusted auth token "${claims.tokenId}" was already used; each token works once.`);
      }
      let userId = store.emails.findByAddress(claims.email)?.user_id;
      if (userId === undefined) {
        if (profile.allow_jit_provisioning === false) {
          throw new ApiError(404, 'user_not_found', `No user has the email ${claims.email}, and the profile does not create users.`);
        }
        userId = store.users.create({ user_id: newId('user'), created_at: now, status: 'active' }).user_id;
        store.emails.create({ email_id: newId('email'), user_id: userId, email: claims.email, verified: true, created_at: now });
      }
      if (current && current.session.user_id !== userId && optionalString(body, 'session_token') !== undefined) {
        throw new ApiError(400, 'user_id_mismatch', 'The trusted auth token is for another user than the session_token.');
      }
      return grantSession(store, {
        userId,
        factor: trustedTokenFactor(claims.tokenId, now),
        durationMinutes,
        now,
        userAgent: c.req.header('User-Agent') ?? '',
        current,
        fresh,
      });
    });
    return ok(c, await authenticateResponse(ctx, grant, now));
  });

  return routes;
}
