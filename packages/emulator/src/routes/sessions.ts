import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import {
  authenticateResponse,
  findLiveSession,
  SESSION_DURATION_MINUTES,
  sessionTokenHash,
  touchSession,
} from '../domain/sessions';
import { optionalInteger, optionalString, readJsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ApiError, ok } from '../http/envelope';

/** 401 `session_not_found`: one of the types that make the SDK drop its session (protocol §1.9). */
const sessionNotFound = () => new ApiError(401, 'session_not_found', 'Session not found.');

export function sessionRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

  /** Refreshes a session: same session_id and token, a fresh JWT, the current user; optionally a new expiry. */
  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const durationMinutes = optionalInteger(body, 'session_duration_minutes', {
      ...SESSION_DURATION_MINUTES,
      errorType: 'invalid_session_duration_minutes',
    });
    const token = c.var.client.sessionToken ?? optionalString(body, 'session_token');
    if (!token) throw sessionNotFound();
    const hash = await sessionTokenHash(token);
    const now = ctx.clock.now();
    const session = findLiveSession(ctx.store, hash, now);
    if (!session) throw sessionNotFound();
    const refreshed = touchSession(ctx.store, session, now, durationMinutes);
    return ok(c, await authenticateResponse(ctx, { session: refreshed, token }, now));
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
