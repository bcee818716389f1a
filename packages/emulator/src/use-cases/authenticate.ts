/**
 * The sequence every login ends with: prepare a session token, check the credential, grant the
 * session (a new one, or the factor added to the caller's session of the same user) in one
 * transaction, and build the AuthenticateResponse fields. Each product's use case supplies only
 * its check and its factor.
 */
import type { EmulatorContext } from '../context';
import type { DomainError } from '../domain/errors';
import {
  authenticateResponse,
  callerToken,
  grantSession,
  liveCallerSession,
  prepareSessionToken,
  userUnauthenticated,
} from '../domain/sessions';
import type { AuthenticationFactor, SessionRecord } from '../store';

/** What the request says about the session it wants, already read from it. */
export interface SessionRequest {
  /** The session token the request carries (`Authorization`), or null: a new session starts. */
  sessionToken: string | null;
  userAgent: string;
  /** The request's remote address, `''` when unknown (`http/client-address.ts`). */
  ipAddress: string;
  /** The session's duration, from `session_duration_minutes` (`readSessionDuration`). */
  durationMinutes: number;
}

/** The caller's live session of the request, if any. */
export type CallerSession = { session: SessionRecord; token: string } | undefined;

/**
 * The caller's session inside the transaction, for a step that only adds a factor to it (a
 * passkey being registered, an authenticator-app code): 401 `user_unauthenticated` if it ended
 * since the use case's first check.
 */
export function requireCaller(current: CallerSession): NonNullable<CallerSession> {
  if (!current) throw userUnauthenticated();
  return current;
}

/** Who logs in, with which factor, and what else the use case answers. */
export interface Authenticated<T> {
  userId: string;
  factor: AuthenticationFactor;
  result: T;
}

/**
 * The part of a login that runs in the transaction: checks again what may have changed since the
 * checks outside it, writes the product's changes and names who logs in. A refusal that must keep
 * what the transaction wrote (a failed attempt counted toward the user's lock) is returned as
 * `{ error }`, not thrown: the transaction commits, then the error is thrown.
 */
export type AuthenticateStep<T> = (current: CallerSession) => Authenticated<T> | { error: DomainError };

/** A login's result: the use case's own fields and the AuthenticateResponse fields. */
export interface LoggedIn<T> {
  result: T;
  session: Awaited<ReturnType<typeof authenticateResponse>>;
  /** The time the login happened at (the emulator clock's). */
  now: number;
}

/**
 * Prepares the session token and the caller's token hash, then calls `authenticate` with `now`:
 * it makes the checks that need no transaction (hashing, signatures, PKCE: they may be async) and
 * returns the {@link AuthenticateStep} to run in the transaction, which also grants the session.
 */
export async function authenticateAndGrantSession<T>(
  ctx: EmulatorContext,
  request: SessionRequest,
  authenticate: (now: number) => AuthenticateStep<T> | Promise<AuthenticateStep<T>>,
): Promise<LoggedIn<T>> {
  const caller = await callerToken(request.sessionToken);
  const fresh = await prepareSessionToken();
  const now = ctx.clock.now();
  const step = await authenticate(now);
  const { store } = ctx;
  const outcome = store.transaction(() => {
    const current = liveCallerSession(store, caller, now);
    const authenticated = step(current);
    if ('error' in authenticated) return authenticated;
    const grant = grantSession(store, {
      userId: authenticated.userId,
      factor: authenticated.factor,
      durationMinutes: request.durationMinutes,
      now,
      userAgent: request.userAgent,
      ipAddress: request.ipAddress,
      current,
      fresh,
    });
    return { grant, result: authenticated.result };
  });
  if ('error' in outcome) throw outcome.error;
  return { result: outcome.result, session: await authenticateResponse(ctx, outcome.grant, now), now };
}
