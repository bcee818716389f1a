/**
 * Sessions through the Backend API (`/v1/sessions…`, with the project secret): what an app's
 * server does with a session its browser holds. Answers in the Backend API's shapes: Stytch's
 * session object, and 404 `session_not_found` / `user_not_found` (the browser SDK's routes say
 * 401 for a dead session, since they log the SDK out).
 */
import type { EmulatorContext } from '../context';
import { DomainError } from '../domain/errors';
import { sessionIdOfJwt } from '../domain/session-jwt';
import { findLiveSession, sessionTokenHash, touchSession } from '../domain/sessions';
import { signSessionJwt } from '../domain/jwt';
import { loadUserJson, sessionJson, userRoles } from '../domain/views';
import type { SessionRecord } from '../store';

/** Stytch's 404 for a session that does not exist, was revoked or has expired. */
export const backendSessionNotFound = (): DomainError => new DomainError('not_found', 'session_not_found', 'Session could not be found.');

/** Stytch's 404 for a user id that names no user (or a deleted one). */
export const backendUserNotFound = (): DomainError => new DomainError('not_found', 'user_not_found', 'User could not be found.');

/** The live session a token, a JWT or an id names, or 404 `session_not_found`. */
async function liveSession(
  ctx: EmulatorContext,
  named: { sessionId?: string; sessionToken?: string; sessionJwt?: string },
  now: number,
): Promise<SessionRecord> {
  let session: SessionRecord | undefined;
  if (named.sessionToken !== undefined) {
    session = findLiveSession(ctx.store, await sessionTokenHash(named.sessionToken), now);
  } else {
    const sessionId = named.sessionId ?? (named.sessionJwt === undefined ? null : await sessionIdOfJwt(ctx.store, ctx.settings, named.sessionJwt));
    const record = sessionId === null ? undefined : ctx.store.sessions.get(sessionId);
    session = record && record.revoked_at === null && record.expires_at > now ? record : undefined;
  }
  if (!session) throw backendSessionNotFound();
  return session;
}

export interface BackendAuthenticateInput {
  /** Exactly one of the two (the route checks). */
  sessionToken?: string;
  sessionJwt?: string;
  /** A new lifetime from now (5–527040 minutes), or undefined to keep the session's expiry. */
  durationMinutes: number | undefined;
}

/**
 * `POST /v1/sessions/authenticate`: the session of a token or a JWT (a JWT past its `exp` too,
 * while the session lives), marked used now and extended when `durationMinutes` is given, with a
 * fresh JWT and the current user. `session_token` is the token given; a caller that gave a JWT
 * gets `''`: the emulator keeps only hashes of tokens (Stytch answers the session's token).
 */
export async function authenticateSessionForBackend(ctx: EmulatorContext, input: BackendAuthenticateInput) {
  const now = ctx.clock.now();
  const session = touchSession(ctx.store, await liveSession(ctx, input, now), now, input.durationMinutes);
  const user = loadUserJson(ctx.store, session.user_id);
  return {
    session: sessionJson(session, user.roles),
    session_token: input.sessionToken ?? '',
    session_jwt: await signSessionJwt(ctx.store, ctx.settings, session, now, user.roles),
    user,
  };
}

/** `GET /v1/sessions?user_id=`: the user's live sessions, the most recently started first. */
export function listSessionsForBackend(ctx: EmulatorContext, userId: string) {
  const user = ctx.store.users.get(userId);
  if (!user) throw backendUserNotFound();
  const roles = userRoles(user);
  return ctx.store.sessions.listLiveForUser(userId, ctx.clock.now()).map((session) => sessionJson(session, roles));
}

/**
 * `POST /v1/sessions/revoke`: ends the session an id, a token or a JWT names (exactly one; the
 * route checks). The browser holding it is refused at its next SDK call (`401 session_not_found`)
 * and the SDK drops its session.
 */
export async function revokeSessionForBackend(
  ctx: EmulatorContext,
  named: { sessionId?: string; sessionToken?: string; sessionJwt?: string },
): Promise<void> {
  const now = ctx.clock.now();
  const session = await liveSession(ctx, named, now);
  ctx.store.sessions.revoke(session.session_id, now);
}
