/**
 * Authenticator apps for the logged-in user (protocol §2.10): enrol one, authenticate its codes,
 * read and use its recovery codes. The SDK sends no user id, so every call needs a live session,
 * and a successful code adds its factor to that session (a second factor). Enrolling and reading
 * recovery codes are sensitive actions: once the user has factors of two categories, they need a
 * multi-factor session (`requireMultiFactorSession`).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { requireCallerSession, requireMultiFactorSession } from '../domain/caller-session';
import type { DomainError } from '../domain/errors';
import { activeLock, lockedError, refuseAttempt } from '../domain/lockout';
import { qrCodeDataUrl } from '../domain/qr-code';
import { newId } from '../domain/random';
import { authenticateResponse, grantSession, prepareSessionToken, readSessionDuration } from '../domain/sessions';
import {
  activeTotpExists,
  expiredTotp,
  loadTotpLibrary,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  readRecoveryCode,
  readTotpCode,
  recoveryCodeFactor,
  TOTP_EXPIRATION_MINUTES,
  totpCodeAlreadyAuthenticated,
  totpFactor,
  totpNotFound,
  totpUri,
  unableToAuthenticateRecoveryCode,
  unableToAuthenticateTotp,
} from '../domain/totp';
import { loadUserJson, type UserJson } from '../domain/views';
import { optionalInteger, readJsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import type { SessionRecord, Store, TotpRecord } from '../store';

/** What an authenticator app shows as the account name: the first email, else the first phone number, else the user id. */
const accountLabel = (user: UserJson): string => user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;

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

export function totpRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));
  const { store } = ctx;

  /**
   * Enrols a new, unverified TOTP, replacing an unverified one; refused while a verified one
   * exists (the user deletes it first). The answer carries `__user`, which the SDK stores.
   */
  routes.post('/', async (c) => {
    const body = await readJsonObject(c);
    const expirationMinutes =
      optionalInteger(body, 'expiration_minutes', { ...TOTP_EXPIRATION_MINUTES, errorType: 'invalid_expiration' }) ??
      TOTP_EXPIRATION_MINUTES.default;
    const now = ctx.clock.now();
    const { session } = await requireCallerSession(store, c.var.client.sessionToken, now);
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
        { totp_id: newId('totp'), user_id: userId, secret, created_at: now, expires_at: now + expirationMinutes * 60_000 },
        recoveryCodes.map((code) => ({ recovery_code_id: newId('totp-recovery-code'), code })),
      );
    });
    const user = loadUserJson(store, userId);
    const qrCode = await qrCodeDataUrl(totpUri(lib, secret, ctx.settings.project_name, accountLabel(user)));
    return ok(c, {
      totp_id: totp.totp_id,
      secret,
      qr_code: qrCode,
      recovery_codes: recoveryCodes,
      user_id: userId,
      user,
      __user: user,
    });
  });

  type Outcome = { error: DomainError } | { grant: { session: SessionRecord; token: string }; totpId: string };

  /** The session answer, or the error; failures are counted, so they are returned from the transaction, not thrown. */
  const finish = async (c: Context<SdkEnv>, outcome: Outcome, now: number) => {
    if ('error' in outcome) throw outcome.error;
    return ok(c, { totp_id: outcome.totpId, ...(await authenticateResponse(ctx, outcome.grant, now)) });
  };

  /**
   * Checks a code of the current TOTP (one step either side of now), verifies the TOTP on its
   * first code and adds a `totp` factor to the caller's session. A code is accepted once: codes of
   * a step at or before the last accepted one are replays. Wrong codes count toward the TOTP's
   * lock (settings `user_lock_threshold`, `lock_duration_minutes`).
   */
  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const code = readTotpCode(body.totp_code);
    const durationMinutes = readSessionDuration(body, ctx.settings);
    const now = ctx.clock.now();
    const current = await requireCallerSession(store, c.var.client.sessionToken, now);
    const fresh = await prepareSessionToken();
    const lib = await loadTotpLibrary();
    const outcome = store.transaction((): Outcome => {
      const totp = currentTotp(store, current.session.user_id, now);
      if (activeLock(store, totp.user_id, now)) return { error: lockedError() };
      const step = matchingStep(lib, totp.secret, code, now);
      if (step === undefined) {
        return { error: refuseAttempt(ctx, totp.user_id, now, unableToAuthenticateTotp()) };
      }
      if (!store.totps.acceptStep(totp.totp_id, step)) return { error: totpCodeAlreadyAuthenticated() };
      store.lockouts.clearFailures(totp.user_id);
      const grant = grantSession(store, {
        userId: current.session.user_id,
        factor: totpFactor(totp, now),
        durationMinutes,
        now,
        userAgent: c.req.header('User-Agent') ?? '',
        current,
        fresh,
      });
      return { grant, totpId: totp.totp_id };
    });
    return finish(c, outcome, now);
  });

  /**
   * The unused recovery codes of the user's TOTPs (the verified one, or one being enrolled). Needs a
   * multi-factor session once the user could complete MFA (a user with an email and a TOTP).
   */
  routes.post('/recovery_codes', async (c) => {
    const now = ctx.clock.now();
    const { session } = await requireCallerSession(store, c.var.client.sessionToken, now);
    const userId = session.user_id;
    requireMultiFactorSession(store, session, now);
    const totps = store.totps.listForUser(userId).filter((totp) => totp.verified || totp.expires_at > now);
    return ok(c, {
      user_id: userId,
      totps: totps.map((totp) => ({
        totp_id: totp.totp_id,
        verified: totp.verified,
        recovery_codes: store.totps.unusedRecoveryCodes(totp.totp_id).map((entry) => entry.code),
      })),
    });
  });

  /**
   * Uses up one recovery code of the verified TOTP instead of a code from the app, and adds a
   * `recovery_codes` factor to the caller's session. Wrong codes count toward the TOTP's lock. Not
   * a sensitive action: like `/authenticate`, it is how a single-factor session gets its second
   * factor (a user who lost the app), and Stytch documents no MFA requirement for it.
   */
  routes.post('/recover', async (c) => {
    const body = await readJsonObject(c);
    const code = readRecoveryCode(body.recovery_code);
    const durationMinutes = readSessionDuration(body, ctx.settings);
    const now = ctx.clock.now();
    const current = await requireCallerSession(store, c.var.client.sessionToken, now);
    const fresh = await prepareSessionToken();
    const outcome = store.transaction((): Outcome => {
      const totp = store.totps.listForUser(current.session.user_id).find((entry) => entry.verified);
      if (!totp) throw totpNotFound();
      if (activeLock(store, totp.user_id, now)) return { error: lockedError() };
      const entry = store.totps.unusedRecoveryCodes(totp.totp_id).find((candidate) => candidate.code === code);
      if (!entry || !store.totps.markRecoveryCodeUsed(entry.recovery_code_id, now)) {
        return { error: refuseAttempt(ctx, totp.user_id, now, unableToAuthenticateRecoveryCode()) };
      }
      store.lockouts.clearFailures(totp.user_id);
      const grant = grantSession(store, {
        userId: current.session.user_id,
        factor: recoveryCodeFactor(entry.recovery_code_id, now),
        durationMinutes,
        now,
        userAgent: c.req.header('User-Agent') ?? '',
        current,
        fresh,
      });
      return { grant, totpId: totp.totp_id };
    });
    return finish(c, outcome, now);
  });

  return routes;
}
