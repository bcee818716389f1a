import { ApiError } from '../http/envelope';
import type { ProjectSettings } from '../settings';
import type { Lockout, Store } from '../store';

const MINUTE_MS = 60_000;

export const lockedError = (): ApiError =>
  new ApiError(429, 'user_lock_limit_reached', 'Too many failed authentication attempts. Please try again later.');

/** How many consecutive failures lock a user, and for how long. */
export interface LockPolicy {
  attemptLimit: number;
  lockDurationMinutes: number;
}

/**
 * Stytch's user locks: one count per user of consecutive failures across every method, the
 * project's threshold (default 10) locks the user for its lock time (default an hour), and a
 * success by any method resets it (stytch.com/docs: user locks).
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

/** Lifts a lock early (a password reset by email proves who the user is). */
export function unlock(store: Store, key: string, now: number): void {
  store.lockouts.clearFailures(key);
  const lock = activeLock(store, key, now);
  if (lock) store.lockouts.lock(key, { locked_at: lock.locked_at, locked_until: now });
}
