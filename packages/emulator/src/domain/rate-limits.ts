import type { EmulatorContext } from '../context';
import { DomainError } from './errors';

/**
 * Stytch's documented rate limits (stytch.com/docs/resources/platform/rate-limits): one email
 * magic link a second per address, across Send and Login or Create. A send within that time of
 * the last one accepted answers `429 too_many_requests`, so a fast resend meets here what it
 * meets in production. Counted on the emulator clock from the last accepted send (a clock set
 * back counts as no time passed). The setting `rate_limits: false` turns them off (load tests).
 *
 * Stytch also limits SMS sends per number and number prefix, without publishing the numbers: not
 * emulated (docs/emulator.md, Differences from Stytch).
 */
export const MAGIC_LINK_SEND_INTERVAL_MS = 1000;

export const tooManyRequests = (): DomainError => new DomainError('too_many_requests', 'too_many_requests', 'Too many requests have been made.');

/**
 * Attempts at an authenticator-app code (`totps/authenticate` and `totps/recover` together) per
 * user: at most 10 a minute, in fixed windows on the emulator clock (Stytch: "intervals are not
 * rolling"). The emulator's own numbers: Stytch does not publish a limit for these endpoints. A
 * person types a code a few times a minute at most; with the second-factor count (domain/lockout.ts),
 * a holder of the first factor gets `user_lock_threshold` guesses before the lock, and no faster
 * than this.
 */
export const TOTP_ATTEMPTS = { limit: 10, windowMs: 60_000 } as const;

/**
 * Counts an attempt under `key` in the current fixed window of `windowMs`, or throws
 * `too_many_requests` when `limit` attempts were already made in it. Off with `rate_limits: false`.
 */
export function takeAttemptSlot(ctx: EmulatorContext, key: string, rule: { limit: number; windowMs: number }, now: number): void {
  if (!ctx.settings.rate_limits) return;
  const window = Math.floor(now / rule.windowMs);
  const current = ctx.attemptWindows.get(key);
  const count = current?.window === window ? current.count : 0;
  if (count >= rule.limit) throw tooManyRequests();
  ctx.attemptWindows.set(key, { window, count: count + 1 });
}

/** Takes the send slot for `key` (e.g. the address), or throws `too_many_requests` if it is taken. */
export function takeSendSlot(ctx: EmulatorContext, key: string, intervalMs: number, now: number): void {
  if (!ctx.settings.rate_limits) return;
  const last = ctx.sendTimes.get(key);
  if (last !== undefined && now - last < intervalMs) throw tooManyRequests();
  ctx.sendTimes.set(key, now);
}
