import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { requireMultiFactorSession } from '../domain/caller-session';
import { normalizeEmail } from '../domain/contact';
import {
  emailTokenHash,
  findUsableToken,
  issueEmailToken,
  LINK_EXPIRATION_MINUTES,
  prepareEmailToken,
  readLinkToken,
} from '../domain/email-links';
import { DomainError } from '../domain/errors';
import { activeLock, lockedError, refuseAttempt, unlock } from '../domain/lockout';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../domain/password-hash';
import { checkPasswordStrength, isBreachedPassword } from '../domain/password-strength';
import {
  assertAcceptablePassword,
  breachedPasswordOnLogin,
  noUserPassword,
  passwordFactor,
  resetPasswordRequired,
  unauthorizedCredentials,
} from '../domain/passwords';
import { pkceError, readCodeChallenge } from '../domain/pkce';
import { newId } from '../domain/random';
import { LOGIN_REDIRECT_URL, linkWithToken, RESET_PASSWORD_REDIRECT_URL, resolveRedirectUrl } from '../domain/redirect-urls';
import {
  authenticateResponse,
  callerToken,
  grantSession,
  liveCallerSession,
  prepareSessionToken,
  readSessionDuration,
  userUnauthenticated,
  type CallerToken,
  type NewSessionToken,
} from '../domain/sessions';
import { loadUserJson } from '../domain/views';
import { optionalInteger, optionalString, readJsonObject, readLocale, requiredString } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { resetPasswordMessage } from '../outbox/templates';
import type { PasswordRecord, SessionRecord, Store } from '../store';

const MINUTE_MS = 60_000;
/** Stytch lets a session reset the password only if it authenticated a factor in the last 5 minutes. */
const SESSION_RESET_WINDOW_MINUTES = 5;

const duplicateEmail = () => new DomainError('invalid', 'duplicate_email', 'A user with the specified email already exists for this project.');

/** Stores a new password for the user, clearing any reset flag and outstanding reset links. */
function setPassword(store: Store, userId: string, hash: string, now: number): PasswordRecord {
  store.emailTokens.invalidateResets(userId, now);
  return store.passwords.set({ password_id: newId('password'), user_id: userId, hash, requires_reset: false }, now);
}

interface Credentials {
  userId: string;
  email: string;
  stored: PasswordRecord;
}

/**
 * Checks an email address and password (for `/passwords/authenticate` and
 * `/passwords/existing_password/reset`). Wrong passwords count toward the user's lock; the right
 * one clears the count. An unknown address gets `email_not_found` (as Stytch documents), a wrong
 * password `unauthorized_credentials`.
 * Without a user or a password, the password is still verified, against a dummy hash with the
 * same parameters, so such answers take as long as a wrong password (no enumeration by timing).
 */
async function checkCredentials(ctx: EmulatorContext, email: string, password: string, now: number): Promise<Credentials> {
  const { store } = ctx;
  const burnVerification = async () => verifyPassword(password, await dummyPasswordHash(ctx.passwordHashing));
  const record = store.emails.findByAddress(email);
  if (!record) {
    await burnVerification();
    // Stytch documents 404 email_not_found here (passwords/authenticate's errors), not
    // unauthorized_credentials: the address is not a user's.
    throw new DomainError('not_found', 'email_not_found', 'Email could not be found.');
  }
  const userId = record.user_id;
  if (activeLock(store, userId, now)) throw lockedError();
  const stored = store.passwords.findForUser(userId);
  if (!stored) {
    await burnVerification();
    throw noUserPassword();
  }
  const matches = await verifyPassword(password, stored.hash);
  // Failures must be recorded even though the request fails, so the outcome is returned, not thrown.
  const error = store.transaction(() => {
    if (activeLock(store, userId, now)) return lockedError();
    if (!matches) return refuseAttempt(ctx, userId, now, unauthorizedCredentials());
    store.lockouts.clearFailures(userId);
    return null;
  });
  if (error) throw error;
  if (stored.requires_reset) throw resetPasswordRequired();
  return { userId, email, stored };
}

interface GrantInput {
  userId: string;
  durationMinutes: number;
  caller: CallerToken | null;
  fresh: NewSessionToken;
  userAgent: string;
  now: number;
}

/** Starts a session with a password factor, or adds the factor to the caller's session of the same user. */
function grantPasswordSession(store: Store, input: GrantInput) {
  return grantSession(store, {
    userId: input.userId,
    factor: passwordFactor(input.now),
    durationMinutes: input.durationMinutes,
    now: input.now,
    userAgent: input.userAgent,
    current: liveCallerSession(store, input.caller, input.now),
    fresh: input.fresh,
  });
}

/** Whether any factor of the session was authenticated within the last five minutes. */
function recentlyAuthenticated(session: SessionRecord, now: number): boolean {
  return session.authentication_factors.some(
    (factor) => Date.parse(factor.last_authenticated_at) > now - SESSION_RESET_WINDOW_MINUTES * MINUTE_MS,
  );
}

export function passwordRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));
  const { store } = ctx;

  /** Everything the request needs before the synchronous work: session token, caller, clock. */
  const prepare = async (sessionToken: string | null) => ({
    caller: await callerToken(sessionToken),
    fresh: await prepareSessionToken(),
    now: ctx.clock.now(),
  });

  routes.post('/strength_check', async (c) => {
    const body = await readJsonObject(c);
    const password = requiredString(body, 'password');
    const email = body.email === undefined || body.email === null ? undefined : normalizeEmail(body.email);
    return ok(c, await checkPasswordStrength(password, email, ctx.settings));
  });

  /**
   * Signs up a new user with a password. An address that already has a user is refused with
   * `duplicate_email`, with a password or without one, as Stytch's server SDKs document for
   * passwords/create (Stytch's prebuilt UI also handles `reset_password` there; the widget handles
   * both: it sends a reset email, which proves the address, then PasswordDedupe).
   */
  routes.post('/', async (c) => {
    const body = await readJsonObject(c);
    const email = normalizeEmail(body.email);
    const password = requiredString(body, 'password');
    const durationMinutes = readSessionDuration(body, ctx.settings);
    const existingUser = () => {
      const existing = store.emails.findByAddress(email);
      if (!existing) return;
      throw duplicateEmail();
    };
    existingUser();
    await assertAcceptablePassword(password, email, ctx.settings);
    const hash = await hashPassword(password, ctx.passwordHashing);
    const { caller, fresh, now } = await prepare(c.var.client.sessionToken);
    const { grant, emailId } = store.transaction(() => {
      existingUser();
      const user = store.users.create({ user_id: newId('user'), created_at: now, status: 'active' });
      const created = store.emails.create({ email_id: newId('email'), user_id: user.user_id, email, created_at: now });
      setPassword(store, user.user_id, hash, now);
      const userAgent = c.req.header('User-Agent') ?? '';
      return {
        grant: grantPasswordSession(store, { userId: user.user_id, durationMinutes, caller, fresh, userAgent, now }),
        emailId: created.email_id,
      };
    });
    return ok(c, { email_id: emailId, ...(await authenticateResponse(ctx, grant, now)) });
  });

  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const email = normalizeEmail(body.email);
    const password = requiredString(body, 'password');
    const durationMinutes = readSessionDuration(body, ctx.settings);
    const { caller, fresh, now } = await prepare(c.var.client.sessionToken);
    const { userId } = await checkCredentials(ctx, email, password, now);
    if (ctx.settings.password_policy !== 'none' && (await isBreachedPassword(password, ctx.settings))) throw breachedPasswordOnLogin();
    const userAgent = c.req.header('User-Agent') ?? '';
    const grant = store.transaction(() => grantPasswordSession(store, { userId, durationMinutes, caller, fresh, userAgent, now }));
    return ok(c, await authenticateResponse(ctx, grant, now));
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
    const prepared = await prepareEmailToken();
    const now = ctx.clock.now();
    const record = store.transaction(() => {
      const existing = store.emails.findByAddress(email);
      if (!existing) {
        throw new DomainError('not_found', 'email_not_found', `Email could not be found: no user has ${email}, so there is no password to reset.`);
      }
      issueEmailToken(store, prepared, {
        kind: 'reset_password',
        userId: existing.user_id,
        emailId: existing.email_id,
        email,
        codeChallenge,
        expirationMinutes,
        now,
      });
      const link = linkWithToken(resetUrl, 'reset_password', prepared.token);
      const message = resetPasswordMessage({
        locale,
        projectName: settings.project_name,
        link,
        loginLink: linkWithToken(loginUrl, 'login', prepared.token),
        expirationMinutes,
      });
      store.outbox.add({
        id: newId('message'),
        channel: 'email',
        from: `no-reply@${settings.email_domains[0]}`,
        to: email,
        subject: message.subject,
        body: message.body,
        code: null,
        link,
        created_at: now,
      });
      return existing;
    });
    return ok(c, { user_id: record.user_id, email_id: record.email_id });
  });

  /**
   * Sets a new password with a reset token: checks the token (and PKCE), then the password's
   * strength (a refused password leaves the token usable), verifies the email, lifts any password
   * lock and logs the user in.
   */
  routes.post('/email/reset', async (c) => {
    const body = await readJsonObject(c);
    const hash = await emailTokenHash(readLinkToken(body.token));
    const password = requiredString(body, 'password');
    const durationMinutes = readSessionDuration(body, ctx.settings);
    const { caller, fresh, now } = await prepare(c.var.client.sessionToken);
    const found = findUsableToken(store, hash, 'reset_password', now);
    if ('error' in found) throw found.error;
    const pkce = await pkceError(found.token.code_challenge, body.code_verifier);
    if (pkce) throw pkce;
    await assertAcceptablePassword(password, found.token.email, ctx.settings);
    const passwordHash = await hashPassword(password, ctx.passwordHashing);
    const grant = store.transaction(() => {
      const usable = findUsableToken(store, hash, 'reset_password', now);
      if ('error' in usable) throw usable.error;
      const { token } = usable;
      store.emailTokens.markUsed(token.token_id, now);
      setPassword(store, token.user_id, passwordHash, now);
      if (token.email_id !== null) store.emails.markVerified(token.email_id);
      unlock(store, token.user_id, now);
      const userAgent = c.req.header('User-Agent') ?? '';
      return grantPasswordSession(store, { userId: token.user_id, durationMinutes, caller, fresh, userAgent, now });
    });
    return ok(c, await authenticateResponse(ctx, grant, now));
  });

  /** Changes the password given the current one (which must not be flagged for a reset). */
  routes.post('/existing_password/reset', async (c) => {
    const body = await readJsonObject(c);
    const email = normalizeEmail(body.email);
    const existingPassword = requiredString(body, 'existing_password');
    const newPassword = requiredString(body, 'new_password');
    const durationMinutes = readSessionDuration(body, ctx.settings);
    const { caller, fresh, now } = await prepare(c.var.client.sessionToken);
    const { userId } = await checkCredentials(ctx, email, existingPassword, now);
    await assertAcceptablePassword(newPassword, email, ctx.settings);
    const hash = await hashPassword(newPassword, ctx.passwordHashing);
    const grant = store.transaction(() => {
      setPassword(store, userId, hash, now);
      const userAgent = c.req.header('User-Agent') ?? '';
      return grantPasswordSession(store, { userId, durationMinutes, caller, fresh, userAgent, now });
    });
    return ok(c, await authenticateResponse(ctx, grant, now));
  });

  /**
   * Sets the logged-in user's password. The session must have authenticated a factor within the
   * last five minutes. The response carries `__user` (protocol §2.4).
   */
  routes.post('/session/reset', async (c) => {
    const body = await readJsonObject(c);
    const password = requiredString(body, 'password');
    const durationMinutes = readSessionDuration(body, ctx.settings);
    const { caller, fresh, now } = await prepare(c.var.client.sessionToken);
    const current = liveCallerSession(store, caller, now);
    if (!current) throw userUnauthenticated();
    if (!recentlyAuthenticated(current.session, now)) {
      throw new DomainError(
        'invalid',
        'session_too_old_to_reset_password',
        'The provided session cannot be used to reset a password. It does not have an authentication_factor that was ' +
          'authenticated within the last 5 minutes. Please prompt the user to authenticate again before retrying the endpoint.',
      );
    }
    // Setting a password is enrolling a factor: a user who could complete MFA needs a session that did.
    requireMultiFactorSession(store, current.session, now);
    const userId = current.session.user_id;
    await assertAcceptablePassword(password, store.emails.listForUser(userId)[0]?.email, ctx.settings);
    const hash = await hashPassword(password, ctx.passwordHashing);
    const grant = store.transaction(() => {
      requireMultiFactorSession(store, current.session, now);
      setPassword(store, userId, hash, now);
      const userAgent = c.req.header('User-Agent') ?? '';
      return grantPasswordSession(store, { userId, durationMinutes, caller, fresh, userAgent, now });
    });
    const response = await authenticateResponse(ctx, grant, now);
    return ok(c, { ...response, __user: loadUserJson(store, userId) });
  });

  return routes;
}
