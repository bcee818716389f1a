/**
 * Authenticator apps (protocol §2.10): enrolling one, logging in with its codes or a recovery
 * code, reading the recovery codes. Every call needs the caller's live session. The route reads
 * the request; these use cases do the rest.
 */
import type { EmulatorContext } from '../context';
import { requireCallerSession, requireMultiFactorSession } from '../domain/caller-session';
import { activeLock, clearSecondFactorFailures, lockedError, refuseSecondFactorAttempt } from '../domain/lockout';
import { takeAttemptSlot, TOTP_ATTEMPTS } from '../domain/rate-limits';
import { qrCodeDataUrl } from '../domain/qr-code';
import { newId } from '../domain/random';
import {
  activeTotpExists,
  expiredTotp,
  loadTotpLibrary,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeFactor,
  totpCodeAlreadyAuthenticated,
  totpFactor,
  totpNotFound,
  totpUri,
  unableToAuthenticateRecoveryCode,
  unableToAuthenticateTotp,
} from '../domain/totp';
import { loadUserJson, type UserJson } from '../domain/views';
import type { Store, TotpRecord } from '../store';
import { authenticateAndGrantSession, requireCaller, type LoggedIn, type SessionRequest } from './authenticate';

/** What an authenticator app shows as the account name: the first email, else the first phone number, else the user id. */
const accountLabel = (user: UserJson): string => user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;

/** The rate limit's key: one count per user across `totps/authenticate` and `totps/recover`. */
const totpAttemptKey = (userId: string): string => `totp-attempts:${userId}`;

/**
 * The TOTP codes are checked against: the verified one, else the newest unverified one while its
 * `expiration_minutes` last. `POST /totps` keeps at most one of either.
 */
function currentTotp(store: Store, userId: string, now: number): TotpRecord {
  const totps = store.totps.listForUser(userId);
  const totp = totps.find((entry) => entry.verified) ?? totps.at(-1);
  if (!totp) throw totpNotFound();
  if (!totp.verified && totp.expires_at <= now) throw expiredTotp();
  return totp;
}

/**
 * Enrols a new, unverified TOTP, replacing an unverified one; refused while a verified one
 * exists (the user deletes it first). Returns what the SDK shows: secret, QR code, recovery codes
 * and the user.
 */
export async function enrolTotp(ctx: EmulatorContext, input: { expirationMinutes: number; sessionToken: string | null }) {
  const { store } = ctx;
  const now = ctx.clock.now();
  const { session } = await requireCallerSession(store, input.sessionToken, now);
  const userId = session.user_id;
  const lib = await loadTotpLibrary();
  const secret = newTotpSecret(lib);
  const recoveryCodes = newRecoveryCodes();
  const totp = store.transaction(() => {
    const existing = store.totps.listForUser(userId);
    if (existing.some((entry) => entry.verified)) throw activeTotpExists();
    requireMultiFactorSession(store, session, now);
    for (const entry of existing) store.totps.delete(entry.totp_id);
    return store.totps.create(
      {
        totp_id: newId('totp'),
        user_id: userId,
        secret,
        created_at: now,
        expires_at: now + input.expirationMinutes * 60_000,
        created_by_session_id: session.session_id,
      },
      recoveryCodes.map((code) => ({ recovery_code_id: newId('totp-recovery-code'), code })),
    );
  });
  const user = loadUserJson(store, userId);
  const qrCode = await qrCodeDataUrl(totpUri(lib, secret, ctx.settings.project_name, accountLabel(user)));
  return { totpId: totp.totp_id, secret, qrCode, recoveryCodes, userId, user };
}

/**
 * Checks a code of the current TOTP (one step either side of now), verifies the TOTP on its
 * first code and adds a `totp` factor to the caller's session. A code is accepted once: codes of
 * a step at or before the last accepted one are replays. Wrong codes count toward the user's lock
 * and the user's second-factor count; attempts are rate-limited per user (issue 36).
 */
export function authenticateTotp(ctx: EmulatorContext, input: { code: string; session: SessionRequest }): Promise<LoggedIn<{ totpId: string }>> {
  const { store } = ctx;
  return authenticateAndGrantSession<{ totpId: string }>(ctx, input.session, async (now) => {
    const { session } = await requireCallerSession(store, input.session.sessionToken, now);
    takeAttemptSlot(ctx, totpAttemptKey(session.user_id), TOTP_ATTEMPTS, now);
    const lib = await loadTotpLibrary();
    return (caller) => {
      const current = requireCaller(caller);
      const totp = currentTotp(store, current.session.user_id, now);
      if (activeLock(store, totp.user_id, now)) return { error: lockedError() };
      const step = matchingStep(lib, totp.secret, input.code, now);
      if (step === undefined) return { error: refuseSecondFactorAttempt(ctx, totp.user_id, now, unableToAuthenticateTotp()) };
      if (!store.totps.acceptStep(totp.totp_id, step)) return { error: totpCodeAlreadyAuthenticated() };
      store.lockouts.clearFailures(totp.user_id);
      clearSecondFactorFailures(store, totp.user_id);
      return { userId: current.session.user_id, factor: totpFactor(totp, now), result: { totpId: totp.totp_id } };
    };
  });
}

/**
 * The unused recovery codes of the user's TOTPs: the verified one, and one being enrolled only for
 * the session that created it (issue 36: another session of the user, an attacker's one-factor
 * session among them, would otherwise read them now and recover with them once the victim has
 * verified the TOTP). A sensitive action.
 */
export async function listRecoveryCodes(ctx: EmulatorContext, sessionToken: string | null) {
  const { store } = ctx;
  const now = ctx.clock.now();
  const { session } = await requireCallerSession(store, sessionToken, now);
  const userId = session.user_id;
  requireMultiFactorSession(store, session, now);
  const totps = store.totps
    .listForUser(userId)
    .filter((totp) => totp.verified || (totp.expires_at > now && totp.created_by_session_id === session.session_id));
  return {
    userId,
    totps: totps.map((totp) => ({
      totp_id: totp.totp_id,
      verified: totp.verified,
      recovery_codes: store.totps.unusedRecoveryCodes(totp.totp_id).map((entry) => entry.code),
    })),
  };
}

/**
 * Uses up one recovery code of the verified TOTP instead of a code from the app, and adds a
 * `recovery_codes` factor to the caller's session. Wrong codes count toward the user's lock.
 */
export function recoverWithCode(ctx: EmulatorContext, input: { code: string; session: SessionRequest }): Promise<LoggedIn<{ totpId: string }>> {
  const { store } = ctx;
  return authenticateAndGrantSession<{ totpId: string }>(ctx, input.session, async (now) => {
    const { session } = await requireCallerSession(store, input.session.sessionToken, now);
    takeAttemptSlot(ctx, totpAttemptKey(session.user_id), TOTP_ATTEMPTS, now);
    return (caller) => {
      const current = requireCaller(caller);
      const totp = store.totps.listForUser(current.session.user_id).find((entry) => entry.verified);
      if (!totp) throw totpNotFound();
      if (activeLock(store, totp.user_id, now)) return { error: lockedError() };
      const entry = store.totps.unusedRecoveryCodes(totp.totp_id).find((candidate) => candidate.code === input.code);
      if (!entry || !store.totps.markRecoveryCodeUsed(entry.recovery_code_id, now)) {
        return { error: refuseSecondFactorAttempt(ctx, totp.user_id, now, unableToAuthenticateRecoveryCode()) };
      }
      store.lockouts.clearFailures(totp.user_id);
      clearSecondFactorFailures(store, totp.user_id);
      return { userId: current.session.user_id, factor: recoveryCodeFactor(entry.recovery_code_id, now), result: { totpId: totp.totp_id } };
    };
  });
}
