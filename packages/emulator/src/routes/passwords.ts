import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { normalizeEmail } from '../domain/contact';
import { LINK_EXPIRATION_MINUTES, readLinkToken } from '../domain/email-links';
import { checkPasswordStrength } from '../domain/password-strength';
import { readCodeChallenge } from '../domain/pkce';
import { LOGIN_REDIRECT_URL, RESET_PASSWORD_REDIRECT_URL, resolveRedirectUrl } from '../domain/redirect-urls';
import { readSessionDuration } from '../domain/sessions';
import { optionalInteger, optionalString, readJsonObject, readLocale, requiredString } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { sessionRequest } from '../http/session-request';
import {
  authenticatePassword,
  createPasswordUser,
  resetExistingPassword,
  resetPasswordByEmail,
  resetPasswordBySession,
  startPasswordReset,
} from '../use-cases/passwords';

export function passwordRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

  routes.post('/strength_check', async (c) => {
    const body = await readJsonObject(c);
    const password = requiredString(body, 'password');
    const email = body.email === undefined || body.email === null ? undefined : normalizeEmail(body.email);
    return ok(c, await checkPasswordStrength(password, email, ctx.settings));
  });

  /** Signs up a new user with a password (`createPasswordUser`). */
  routes.post('/', async (c) => {
    const body = await readJsonObject(c);
    const email = normalizeEmail(body.email);
    const password = requiredString(body, 'password');
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    const { result, session: fields } = await createPasswordUser(ctx, { email, password, session });
    return ok(c, { email_id: result.emailId, ...fields });
  });

  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const email = normalizeEmail(body.email);
    const password = requiredString(body, 'password');
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    return ok(c, (await authenticatePassword(ctx, { email, password, session })).session);
  });

  /** Emails a reset link (and a link to log in without a password) to an existing user. */
  routes.post('/email/reset/start', async (c) => {
    const body = await readJsonObject(c);
    const email = normalizeEmail(body.email);
    const { settings } = ctx;
    const resetUrl = resolveRedirectUrl(settings, body.reset_password_redirect_url, RESET_PASSWORD_REDIRECT_URL);
    const loginUrl = resolveRedirectUrl(settings, body.login_redirect_url, LOGIN_REDIRECT_URL);
    const expirationMinutes =
      optionalInteger(body, 'reset_password_expiration_minutes', { ...LINK_EXPIRATION_MINUTES, errorType: 'invalid_expiration' }) ??
      LINK_EXPIRATION_MINUTES.default;
    optionalString(body, 'reset_password_template_id');
    const locale = readLocale(body);
    const codeChallenge = readCodeChallenge(
      body.code_challenge,
      settings.pkce_required_for_password_resets,
      'pkce_required_for_password_resets',
    );
    const record = await startPasswordReset(ctx, { email, resetUrl, loginUrl, expirationMinutes, locale, codeChallenge });
    return ok(c, { user_id: record.user_id, email_id: record.email_id });
  });

  /** Sets a new password with a reset token and logs in (`resetPasswordByEmail`). */
  routes.post('/email/reset', async (c) => {
    const body = await readJsonObject(c);
    const token = readLinkToken(body.token);
    const password = requiredString(body, 'password');
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    return ok(c, (await resetPasswordByEmail(ctx, { token, password, codeVerifier: body.code_verifier, session })).session);
  });

  /** Changes the password given the current one (which must not be flagged for a reset). */
  routes.post('/existing_password/reset', async (c) => {
    const body = await readJsonObject(c);
    const email = normalizeEmail(body.email);
    const existingPassword = requiredString(body, 'existing_password');
    const newPassword = requiredString(body, 'new_password');
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    return ok(c, (await resetExistingPassword(ctx, { email, existingPassword, newPassword, session })).session);
  });

  /** Sets the logged-in user's password (`resetPasswordBySession`); the answer carries `__user` (protocol §2.4). */
  routes.post('/session/reset', async (c) => {
    const body = await readJsonObject(c);
    const password = requiredString(body, 'password');
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    const loggedIn = await resetPasswordBySession(ctx, { password, session });
    return ok(c, { ...loggedIn.session, __user: loggedIn.user });
  });

  return routes;
}
