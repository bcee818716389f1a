import { ApiError } from '../http/envelope';
import type { ProjectSettings } from '../settings';
import type { AuthenticationFactor, Lockout, OtpChannel, Store } from '../store';
import type { ContactMethod } from './contact';
import { iso } from './views';

export const OTP_CODE_DIGITS = 6;
/** `expiration_minutes` for OTP login_or_create: 5 when absent (spec §9), at most 10. */
export const OTP_EXPIRATION_MINUTES = { default: 5, min: 1, max: 10 } as const;

const MINUTE_MS = 60_000;

export const lockedError = (): ApiError =>
  new ApiError(429, 'user_lock_limit_reached', 'Too many failed authentication attempts. Please try again later.');

export const codeNotFoundError = (): ApiError =>
  new ApiError(404, 'otp_code_not_found', 'The passcode is incorrect or has expired. Please try again.');

/** The lock in force on a method (an email_id or phone_id) at `now`, if any. */
export function activeLock(store: Store, methodId: string, now: number): Lockout | undefined {
  const lock = store.lockouts.latest(methodId);
  return lock && lock.locked_until > now ? lock : undefined;
}

/**
 * Counts a failed attempt against the method. When the failures within the last
 * `lock_duration_minutes` reach `otp_attempt_limit`, the method locks for `lock_duration_minutes`
 * and the count starts again. Returns whether this failure locked it.
 */
export function recordFailure(store: Store, settings: ProjectSettings, methodId: string, now: number): boolean {
  const windowMs = settings.lock_duration_minutes * MINUTE_MS;
  store.lockouts.recordFailure(methodId, now);
  if (store.lockouts.countFailuresSince(methodId, now - windowMs) < settings.otp_attempt_limit) return false;
  store.lockouts.lock(methodId, { locked_at: now, locked_until: now + windowMs });
  store.lockouts.clearFailures(methodId);
  return true;
}

/** The session factor an OTP login adds (protocol §2.0). */
export function otpFactor(channel: OtpChannel, method: ContactMethod, now: number): AuthenticationFactor {
  const at = iso(now);
  const base = { type: 'otp', delivery_method: channel, created_at: at, updated_at: at, last_authenticated_at: at };
  return method.kind === 'email'
    ? { ...base, email_factor: { email_id: method.methodId, email_address: method.address } }
    : { ...base, phone_number_factor: { phone_id: method.methodId, phone_number: method.address } };
}
