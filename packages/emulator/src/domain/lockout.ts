import { ApiError } from '../http/envelope';
import type { Lockout, Store } from '../store';

const MINUTE_MS = 60_000;

export const lockedError = (): ApiError =>
  new ApiError(429, 'user_lock_limit_reached', 'Too many failed authentication attempts. Please try again later.');

/** How many failures within the lock window lock a key, and for how long. */
export interface LockPolicy {
  attemptLimit: number;
  lockDurationMinutes: number;
}

/**
 * The lock in force on a key at `now`, if any. Keys are email_ids and phone_ids for codes, and
 * user_ids for passwords.
 */
export function activeLock(store: Store, key: string, now: number): Lockout | undefined {
  const lock = store.lockouts.latest(key);
  return lock && lock.locked_until > now ? lock : undefined;
}

/**
 * Counts a failed attempt against the key. When the failures within the last
 * `lockDurationMinutes` reach `attemptLimit`, the key locks for `lockDurationMinutes` and the
 * count starts again. Returns whether this failure locked it.
 */
export function recordFailure(store: Store, policy: LockPolicy, key: string, now: number): boolean {
  const windowMs = policy.lockDurationMinutes * MINUTE_MS;
  store.lockouts.recordFailure(key, now);
  if (store.lockouts.countFailuresSince(key, now - windowMs) < policy.attemptLimit) return false;
  store.lockouts.lock(key, { locked_at: now, locked_until: now + windowMs });
  store.lockouts.clearFailures(key);
  return true;
}

/** Lifts a lock early (a password reset by email proves who the user is). */
export function unlock(store: Store, key: string, now: number): void {
  store.lockouts.clearFailures(key);
  const lock = activeLock(store, key, now);
  if (lock) store.lockouts.lock(key, { locked_at: lock.locked_at, locked_until: now });
}
