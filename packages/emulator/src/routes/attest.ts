/** `POST /sessions/attest` (protocol §2.5): a trusted auth token exchanged for a session. */
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { readSessionDuration } from '../domain/sessions';
import { optionalString, readJsonObject, requiredString } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { sessionRequest } from '../http/session-request';
import { ATTEST_DURATION_MINUTES, attestSession, requireProfile } from '../use-cases/attest';

export function attestRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

  /** A trusted auth token for a session (`attestSession`). */
  routes.post('/attest', async (c) => {
    const body = await readJsonObject(c);
    const profileId = requiredString(body, 'profile_id');
    const token = requiredString(body, 'token');
    const durationMinutes = readSessionDuration(body, ctx.settings, ATTEST_DURATION_MINUTES);
    const profile = requireProfile(ctx.settings, profileId);
    const explicitToken = optionalString(body, 'session_token');
    const jwt = optionalString(body, 'session_jwt');
    // The session to add the factor to: `session_token` from the body, else the caller's.
    const session = { ...sessionRequest(c, durationMinutes), sessionToken: explicitToken ?? c.var.client.sessionToken };
    return ok(c, (await attestSession(ctx, { profile, token, explicitToken, jwt, session })).session);
  });

  return routes;
}
