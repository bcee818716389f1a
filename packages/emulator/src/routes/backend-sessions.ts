/**
 * The Backend API's sessions (`/v1/sessions…`): what an app's server calls with the project
 * secret, through Stytch's server SDKs (stytch-node's `client.sessions`). The JWKS beside them
 * (`routes/jwks.ts`) takes no credentials.
 */
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { DomainError } from '../domain/errors';
import { readOptionalSessionDuration, SESSION_DURATION_MINUTES } from '../domain/sessions';
import { backendOk, requireProjectSecret } from '../http/backend-api';
import { optionalString, readJsonObject, type JsonObject } from '../http/body';
import { authenticateSessionForBackend, listSessionsForBackend, revokeSessionForBackend } from '../use-cases/backend-sessions';

/** A string field, an empty one counting as absent. */
const nonEmpty = (body: JsonObject, field: string): string | undefined => optionalString(body, field) || undefined;

/**
 * Fields of Stytch's request the emulator does not act on yet: refused rather than ignored, so a
 * server that relies on them (an authorization check that would refuse) is not told yes.
 */
function refuseUnemulated(body: JsonObject, fields: readonly string[]): void {
  const given = fields.filter((field) => body[field] !== undefined && body[field] !== null);
  if (given.length > 0) {
    throw new DomainError('invalid', 'bad_request', `The Portico emulator does not support ${given.join(' or ')} yet (docs/emulator.md, "The Backend API").`);
  }
}

export function backendSessionRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();
  const secret = requireProjectSecret(ctx);

  /** `sessions.get`: the user's live sessions (`?user_id=`). */
  routes.get('/', secret, (c) => {
    const userId = c.req.query('user_id');
    if (!userId) throw new DomainError('invalid', 'invalid_user_id', 'user_id is required (GET /v1/sessions?user_id=…).');
    return backendOk(c, { sessions: listSessionsForBackend(ctx, userId) });
  });

  /** `sessions.authenticate`: exactly one of `session_token` and `session_jwt`; `session_duration_minutes` extends. */
  routes.post('/authenticate', secret, async (c) => {
    const body = await readJsonObject(c);
    refuseUnemulated(body, ['session_custom_claims', 'authorization_check']);
    const sessionToken = nonEmpty(body, 'session_token');
    const sessionJwt = nonEmpty(body, 'session_jwt');
    if (sessionToken !== undefined && sessionJwt !== undefined) {
      throw new DomainError('invalid', 'too_many_session_arguments', 'Send one of session_token and session_jwt, not both.');
    }
    if (sessionToken === undefined && sessionJwt === undefined) {
      throw new DomainError('invalid', 'no_session_arguments', 'Send a session_token or a session_jwt.');
    }
    // The project's maximum for the frontend SDK does not bind a server: Stytch's bounds only.
    const durationMinutes = readOptionalSessionDuration(body, { max_session_duration_minutes: SESSION_DURATION_MINUTES.max });
    return backendOk(c, await authenticateSessionForBackend(ctx, { sessionToken, sessionJwt, durationMinutes }));
  });

  /** `sessions.revoke`: exactly one of `session_id`, `session_token` and `session_jwt`. */
  routes.post('/revoke', secret, async (c) => {
    const body = await readJsonObject(c);
    const named = { sessionId: nonEmpty(body, 'session_id'), sessionToken: nonEmpty(body, 'session_token'), sessionJwt: nonEmpty(body, 'session_jwt') };
    const count = Object.values(named).filter((value) => value !== undefined).length;
    if (count > 1) {
      throw new DomainError('invalid', 'too_many_session_revoke_arguments', 'Send one of session_id, session_token and session_jwt, not several.');
    }
    if (count === 0) throw new DomainError('invalid', 'no_session_revoke_arguments', 'Send a session_id, a session_token or a session_jwt.');
    await revokeSessionForBackend(ctx, named);
    return backendOk(c);
  });

  return routes;
}
