import type { EmulatorContext } from '../context';
import type { JsonObject } from './fields';
import { DomainError } from './errors';
import type { ProjectSettings } from '../settings';
import type { AuthenticationFactor, SessionRecord, Store } from '../store';
import { signSessionJwt } from './jwt';
import { newId, newSessionToken, sha256Hex } from './random';
import { loadUserJson, sessionJson } from './views';
import { activeLock, lockedError } from './lockout';

/** Stytch's bounds for `session_duration_minutes` (5 minutes to 366 days); 30 when absent (spec §9). */
export const SESSION_DURATION_MINUTES = { default: 30, min: 5, max: 527040 } as const;

const MINUTE_MS = 60_000;

/** A session token and its hash, prepared before the synchronous database work that stores it. */
export interface NewSessionToken {
  token: string;
  hash: string;
}

export async function prepareSessionToken(): Promise<NewSessionToken> {
  const token = newSessionToken();
  return { token, hash: await sha256Hex(token) };
}

export const sessionTokenHash = sha256Hex;

/** The session a token hash belongs to, if it is neither revoked nor expired at `now`. */
export function findLiveSession(store: Store, tokenHash: string, now: number): SessionRecord | undefined {
  const session = store.sessions.findByTokenHash(tokenHash);
  if (!session || session.revoked_at !== null || session.expires_at <= now) return undefined;
  return session;
}

/** Identifies a factor by kind and method, e.g. otp + email + {email_id, email_address}. */
function factorKey(factor: AuthenticationFactor): string {
  const kindFactor = Object.entries(factor).find(([name]) => name.endsWith('_factor'));
  return JSON.stringify([factor.type, factor.delivery_method, kindFactor]);
}

/** Adds `factor` to the list, replacing an earlier factor of the same kind for the same method. */
function mergeFactor(factors: AuthenticationFactor[], factor: AuthenticationFactor): AuthenticationFactor[] {
  const key = factorKey(factor);
  const index = factors.findIndex((existing) => factorKey(existing) === key);
  if (index === -1) return [...factors, factor];
  return factors.map((existing, i) => (i === index ? { ...factor, created_at: existing.created_at } : existing));
}

export interface GrantSessionInput {
  userId: string;
  factor: AuthenticationFactor;
  durationMinutes: number;
  now: number;
  userAgent: string;
  /** The request's remote address (Stytch's session `attributes.ip_address`); `''` when unknown. */
  ipAddress: string;
  /** A live session of the same user from the request, to add the factor to. */
  current: { session: SessionRecord; token: string } | undefined;
  /** The token to use when a new session starts. */
  fresh: NewSessionToken;
}

/**
 * Records a successful authentication: adds the factor to the caller's current session (if it
 * belongs to the same user) and extends it, or starts a new session. Synchronous, so it can run
 * inside a transaction. Returns the session and its token.
 */
export function grantSession(store: Store, input: GrantSessionInput): { session: SessionRecord; token: string } {
  // Stytch's user lock holds for every method (a locked user cannot log in by a link, a passkey or
  // a wallet either), and a success by any method ends the count of failures.
  if (input.factor.type !== 'impersonated') {
    if (activeLock(store, input.userId, input.now)) throw lockedError();
    store.lockouts.clearFailures(input.userId);
  }
  const expiresAt = input.now + input.durationMinutes * MINUTE_MS;
  const current = input.current;
  if (current && current.session.user_id === input.userId) {
    const changes = {
      last_accessed_at: input.now,
      expires_at: isImpersonated(current.session) ? current.session.expires_at : expiresAt,
      authentication_factors: mergeFactor(current.session.authentication_factors, input.factor),
    };
    store.sessions.update(current.session.session_id, changes);
    return { session: { ...current.session, ...changes }, token: current.token };
  }
  const session = store.sessions.create({
    session_id: newId('session'),
    user_id: input.userId,
    token_hash: input.fresh.hash,
    started_at: input.now,
    last_accessed_at: input.now,
    expires_at: expiresAt,
    user_agent: input.userAgent,
    ip_address: input.ipAddress,
    authentication_factors: [input.factor],
  });
  return { session, token: input.fresh.token };
}

/** An impersonation session: as on Stytch, it keeps its 60 minutes and cannot be extended. */
export const isImpersonated = (session: SessionRecord): boolean =>
  session.authentication_factors.some((factor) => factor.type === 'impersonated');

/**
 * Marks a session used and optionally moves its expiry to `now + durationMinutes` (never for an
 * impersonation session).
 */
export function touchSession(
  store: Store,
  session: SessionRecord,
  now: number,
  durationMinutes: number | undefined,
): SessionRecord {
  const changes = {
    last_accessed_at: now,
    expires_at: durationMinutes === undefined || isImpersonated(session) ? session.expires_at : now + durationMinutes * MINUTE_MS,
    authentication_factors: session.authentication_factors,
  };
  store.sessions.update(session.session_id, changes);
  return { ...session, ...changes };
}

/**
 * The AuthenticateResponse fields (protocol §2.0): non-empty `session_token` and `session_jwt`,
 * the session and the current user.
 */
export async function authenticateResponse(
  ctx: EmulatorContext,
  grant: { session: SessionRecord; token: string },
  now: number,
) {
  const user = loadUserJson(ctx.store, grant.session.user_id);
  return {
    user_id: grant.session.user_id,
    user,
    session: sessionJson(grant.session, user.roles),
    session_token: grant.token,
    session_jwt: await signSessionJwt(ctx.store, ctx.settings, grant.session, now, user.roles),
  };
}

/** The session token a request carries in `Authorization`, hashed ahead of the synchronous work. */
export interface CallerToken {
  token: string;
  hash: string;
}

export async function callerToken(token: string | null): Promise<CallerToken | null> {
  return token === null ? null : { token, hash: await sessionTokenHash(token) };
}

/** The caller's live session, if any (for `grantSession`'s `current`). */
export function liveCallerSession(
  store: Store,
  caller: CallerToken | null,
  now: number,
): { session: SessionRecord; token: string } | undefined {
  const session = caller === null ? undefined : findLiveSession(store, caller.hash, now);
  return session && caller ? { session, token: caller.token } : undefined;
}

/** 401 `user_unauthenticated` (spec §8), for calls that need a logged-in user. */
export const userUnauthenticated = (): DomainError =>
  new DomainError('unauthorized', 'user_unauthenticated', 'Must have an active session to call this method. Have you logged in yet?');

/**
 * `session_duration_minutes` when the request gives one. Stytch's bounds first, 5 minutes to 366
 * days (https://stytch.com/docs/consumer-auth/manage-sessions/lifecycle/extend-or-expire-session):
 * `400 invalid_session_duration_minutes`, with the message of Stytch's 400 error reference
 * (https://stytch.com/docs/api-reference/consumer/api/errors/400); then the project's maximum
 * session duration for the SDK (Stytch dashboard → SDK configuration; setting
 * `max_session_duration_minutes`): a longer one is `400 invalid_session_duration`.
 */
export function readOptionalSessionDuration(
  body: JsonObject,
  settings: Pick<ProjectSettings, 'max_session_duration_minutes'>,
): number | undefined {
  const value = body.session_duration_minutes;
  if (value === undefined || value === null) return undefined;
  const { min, max } = SESSION_DURATION_MINUTES;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new DomainError(
      'invalid',
      'invalid_session_duration_minutes',
      `session_duration_minutes is invalid, should be between ${min} to ${max} minutes (got ${JSON.stringify(value)}).`,
    );
  }
  if (value > settings.max_session_duration_minutes) {
    throw new DomainError(
      'invalid',
      'invalid_session_duration',
      'The submitted session duration exceeds the maximum session duration allowed for this project ' +
        `(${settings.max_session_duration_minutes} minutes, setting max_session_duration_minutes).`,
    );
  }
  return value;
}

/**
 * `session_duration_minutes` (see {@link readOptionalSessionDuration}); `fallback` (30, spec §9)
 * when absent, but never more than the project's maximum.
 */
export function readSessionDuration(
  body: JsonObject,
  settings: Pick<ProjectSettings, 'max_session_duration_minutes'>,
  fallback: number = SESSION_DURATION_MINUTES.default,
): number {
  return readOptionalSessionDuration(body, settings) ?? Math.min(fallback, settings.max_session_duration_minutes);
}
