import { DomainError } from './errors';
import type { ProjectSettings } from '../settings';
import type { Lockout, Store } from '../store';

const MINUTE_MS = 60_000;

export const lockedError = (): DomainError =>
  new DomainError('too_many_requests', 'user_lock_limit_reached', 'Too many failed authentication attempts. Please try again later.');

/** How many consecutive failures lock a user, and for how long. */
export interface LockPolicy {
  attemptLimit: number;
  lockDurationMinutes: number;
}

/**
 * Stytch's user locks: one count per user of consecutive failures across every method, the
 * project's threshold (default 10) locks the user for its lock time (default an hour), and a
 * success by any method resets it (https://stytch.com/docs/resources/policies/platform/user-locks).
 */
export const userLockPolicy = (settings: ProjectSettings): LockPolicy => ({
  attemptLimit: settings.user_lock_threshold,
  lockDurationMinutes: settings.lock_duration_minutes,
});

/** The lock in force on a user at `now`, if any (keys are user_ids). */
export function activeLock(store: Store, key: string, now: number): Lockout | undefined {
  const lock = store.lockouts.latest(key);
  return lock && lock.locked_until > now ? lock : undefined;
}

/**
 * Counts a failed attempt against the user. When their consecutive failures (since the last
 * success) reach `attemptLimit`, the user locks for `lockDurationMinutes` and the count starts
 * again. Returns whether this failure locked them.
 */
export function recordFailure(store: Store, policy: LockPolicy, key: string, now: number): boolean {
  store.lockouts.recordFailure(key, now);
  if (store.lockouts.countFailuresSince(key, Number.NEGATIVE_INFINITY) < policy.attemptLimit) return false;
  store.lockouts.lock(key, { locked_at: now, locked_until: now + policy.lockDurationMinutes * MINUTE_MS });
  store.lockouts.clearFailures(key);
  return true;
}

/**
 * A refused authentication attempt by a user the request identifies (their code, password, link,
 * passkey or wallet): counted toward the user's lock, whatever the method. Stytch's page counts
 * "consecutive failed authentication attempts" of the user and names no method it leaves out
 * (https://stytch.com/docs/resources/policies/platform/user-locks). Answers `refusal`, or
 * `user_lock_limit_reached` when the user is locked already or this failure locks them (a locked
 * user's attempts are not counted again). Synchronous: run it in a transaction and return (not
 * throw) its answer from it, so the count is kept.
 */
export function refuseAttempt(
  ctx: { store: Store; settings: ProjectSettings },
  userId: string,
  now: number,
  refusal: DomainError,
): DomainError {
  const { store, settings } = ctx;
  if (activeLock(store, userId, now)) return lockedError();
  return recordFailure(store, userLockPolicy(settings), userId, now) ? lockedError() : refusal;
}

/** The key of a user's count of failed second-factor attempts (authenticator-app and recovery codes). */
export const secondFactorKey = (userId: string): string => `second-factor:${userId}`;

/**
 * A refused second-factor attempt (a wrong authenticator-app or recovery code): counted toward the
 * user's lock as {@link refuseAttempt} does, and also in a count of its own that only a
 * second-factor success clears (`clearSecondFactorFailures`), not a first-factor one. Without it,
 * whoever holds the first factor (a password) could guess codes for ever: 9 wrong codes, a
 * password login (which clears the user's count, as Stytch's user locks do), 9 more… When this
 * count reaches the project's `user_lock_threshold`, the user locks (every method, for
 * `lock_duration_minutes`), as a lock by the user's count does. The emulator's own rule (issue 36):
 * Stytch's user-lock page counts "consecutive failed authentication attempts" reset "upon a
 * successful authentication attempt", and says nothing of second factors.
 */
export function refuseSecondFactorAttempt(
  ctx: { store: Store; settings: ProjectSettings },
  userId: string,
  now: number,
  refusal: DomainError,
): DomainError {
  const { store, settings } = ctx;
  if (activeLock(store, userId, now)) return lockedError();
  const policy = userLockPolicy(settings);
  const key = secondFactorKey(userId);
  const lockedByUserCount = recordFailure(store, policy, userId, now);
  store.lockouts.recordFailure(key, now);
  if (store.lockouts.countFailuresSince(key, Number.NEGATIVE_INFINITY) < policy.attemptLimit) return lockedByUserCount ? lockedError() : refusal;
  store.lockouts.clearFailures(key);
  store.lockouts.clearFailures(userId);
  store.lockouts.lock(userId, { locked_at: now, locked_until: now + policy.lockDurationMinutes * MINUTE_MS });
  return lockedError();
}

/** A second-factor success: clears the user's count of failed second-factor attempts. */
export function clearSecondFactorFailures(store: Store, userId: string): void {
  store.lockouts.clearFailures(secondFactorKey(userId));
}

/**
 * {@link refuseAttempt} in a transaction of its own, for a route that has none open; a refusal
 * that names no user (an unknown token, a wallet no one has) counts for no one.
 */
export function countRefusal(ctx: { store: Store; settings: ProjectSettings }, userId: string | undefined, now: number, refusal: DomainError): DomainError {
  return userId === undefined ? refusal : ctx.store.transaction(() => refuseAttempt(ctx, userId, now, refusal));
}

/** Refuses a locked user with `user_lock_limit_reached` before their attempt is looked at. */
export function requireUnlocked(store: Store, userId: string, now: number): void {
  if (activeLock(store, userId, now)) throw lockedError();
}

/** Lifts a lock early (a password reset by email proves who the user is). */
export function unlock(store: Store, key: string, now: number): void {
  store.lockouts.clearFailures(key);
  const lock = activeLock(store, key, now);
  if (lock) store.lockouts.lock(key, { locked_at: lock.locked_at, locked_until: now });
}
