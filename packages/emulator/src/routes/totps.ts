/**
 * Authenticator apps for the logged-in user (protocol §2.10): enrol one, authenticate its codes,
 * read and use its recovery codes. The SDK sends no user id, so every call needs a live session,
 * and a successful code adds its factor to that session (a second factor). Enrolling and reading
 * recovery codes are sensitive actions: once the user has factors of two categories, they need a
 * multi-factor session (`requireMultiFactorSession`).
 */
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { readSessionDuration } from '../domain/sessions';
import { readRecoveryCode, readTotpCode, TOTP_EXPIRATION_MINUTES } from '../domain/totp';
import { optionalInteger, readJsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { sessionRequest } from '../http/session-request';
import { authenticateTotp, enrolTotp, listRecoveryCodes, recoverWithCode } from '../use-cases/totps';

export function totpRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

  /** Enrols a new, unverified TOTP (`enrolTotp`). The answer carries `__user`, which the SDK stores. */
  routes.post('/', async (c) => {
    const body = await readJsonObject(c);
    const expirationMinutes =
      optionalInteger(body, 'expiration_minutes', { ...TOTP_EXPIRATION_MINUTES, errorType: 'invalid_expiration' }) ??
      TOTP_EXPIRATION_MINUTES.default;
    const enrolled = await enrolTotp(ctx, { expirationMinutes, sessionToken: c.var.client.sessionToken });
    return ok(c, {
      totp_id: enrolled.totpId,
      secret: enrolled.secret,
      qr_code: enrolled.qrCode,
      recovery_codes: enrolled.recoveryCodes,
      user_id: enrolled.userId,
      user: enrolled.user,
      __user: enrolled.user,
    });
  });

  /** Checks a code of the current TOTP and adds a `totp` factor to the caller's session (`authenticateTotp`). */
  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const code = readTotpCode(body.totp_code);
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    const { result, session: fields } = await authenticateTotp(ctx, { code, session });
    return ok(c, { totp_id: result.totpId, ...fields });
  });

  /**
   * The unused recovery codes of the user's TOTPs (the verified one, or one being enrolled). Needs a
   * multi-factor session once the user could complete MFA (a user with an email and a TOTP).
   */
  routes.post('/recovery_codes', async (c) => {
    const { userId, totps } = await listRecoveryCodes(ctx, c.var.client.sessionToken);
    return ok(c, { user_id: userId, totps });
  });

  /**
   * Uses up one recovery code of the verified TOTP instead of a code from the app (`recoverWithCode`).
   * Not a sensitive action: like `/authenticate`, it is how a single-factor session gets its second
   * factor (a user who lost the app), and Stytch documents no MFA requirement for it.
   */
  routes.post('/recover', async (c) => {
    const body = await readJsonObject(c);
    const code = readRecoveryCode(body.recovery_code);
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    const { result, session: fields } = await recoverWithCode(ctx, { code, session });
    return ok(c, { totp_id: result.totpId, ...fields });
  });

  return routes;
}
