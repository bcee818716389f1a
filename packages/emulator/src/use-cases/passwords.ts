/**
 * Passwords (protocol §2.4): signing up and logging in with one, and the three ways to change it
 * (a reset link, the current password, a fresh session). The route reads the request; these use
 * cases do the rest.
 */
import type { EmulatorContext } from '../context';
import { requireCallerSession, requireMultiFactorSession } from '../domain/caller-session';
import { emailTokenHash, findUsableToken, issueEmailToken, prepareEmailToken } from '../domain/email-links';
import { DomainError } from '../domain/errors';
import { activeLock, lockedError, refuseAttempt, unlock } from '../domain/lockout';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../domain/password-hash';
import { isBreachedPassword } from '../domain/password-strength';
import {
  assertAcceptablePassword,
  breachedPasswordOnLogin,
  noUserPassword,
  passwordFactor,
  resetPasswordRequired,
  unauthorizedCredentials,
} from '../domain/passwords';
import { pkceError } from '../domain/pkce';
import { newId } from '../domain/random';
import { linkWithToken } from '../domain/redirect-urls';
import { loadUserJson } from '../domain/views';
import { resetPasswordMessage, type MessageLocale } from '../outbox/templates';
import type { EmailRecord, PasswordRecord, SessionRecord, Store } from '../store';
import { authenticateAndGrantSession, type Authenticated, type LoggedIn, type SessionRequest } from './authenticate';
import { deliverMessage } from './outbox';

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

/** Whether any factor of the session was authenticated within the last five minutes. */
function recentlyAuthenticated(session: SessionRecord, now: number): boolean {
  return session.authentication_factors.some(
    (factor) => Date.parse(factor.last_authenticated_at) > now - SESSION_RESET_WINDOW_MINUTES * MINUTE_MS,
  );
}

/** Logs in `userId` with a password factor. */
const passwordLogin = <T>(userId: string, now: number, result: T): Authenticated<T> => ({ userId, factor: passwordFactor(now), result });

/**
 * Signs up a new user with a password. An address that already has a user is refused with
 * `duplicate_email`, with a password or without one, as Stytch's server SDKs document for
 * passwords/create (Stytch's prebuilt UI also handles `reset_password` there; the widget handles
 * both: it sends a reset email, which proves the address, then PasswordDedupe).
 */
export function createPasswordUser(
  ctx: EmulatorContext,
  input: { email: string; password: string; session: SessionRequest },
): Promise<LoggedIn<{ emailId: string }>> {
  const { store } = ctx;
  const { email, password } = input;
  const existingUser = () => {
    if (store.emails.findByAddress(email)) throw duplicateEmail();
  };
  return authenticateAndGrantSession(ctx, input.session, async (now) => {
    existingUser();
    await assertAcceptablePassword(password, email, ctx.settings);
    const hash = await hashPassword(password, ctx.passwordHashing);
    return () => {
      existingUser();
      const user = store.users.create({ user_id: newId('user'), created_at: now, status: 'active' });
      const created = store.emails.create({ email_id: newId('email'), user_id: user.user_id, email, created_at: now });
      setPassword(store, user.user_id, hash, now);
      return passwordLogin(user.user_id, now, { emailId: created.email_id });
    };
  });
}

/** Logs in with an email address and password; a breached password must be reset first. */
export function authenticatePassword(
  ctx: EmulatorContext,
  input: { email: string; password: string; session: SessionRequest },
): Promise<LoggedIn<null>> {
  return authenticateAndGrantSession(ctx, input.session, async (now) => {
    const { userId } = await checkCredentials(ctx, input.email, input.password, now);
    if (ctx.settings.password_policy !== 'none' && (await isBreachedPassword(input.password, ctx.settings))) throw breachedPasswordOnLogin();
    return () => passwordLogin(userId, now, null);
  });
}

/** A reset email's fields, read and checked by the route. */
export interface ResetStart {
  email: string;
  resetUrl: URL;
  loginUrl: URL;
  expirationMinutes: number;
  locale: MessageLocale;
  codeChallenge: string | null;
}

/** Emails a reset link (and a link to log in without a password) to an existing user. */
export async function startPasswordReset(ctx: EmulatorContext, input: ResetStart): Promise<EmailRecord> {
  const { store, settings } = ctx;
  const { email, expirationMinutes } = input;
  const prepared = await prepareEmailToken();
  const now = ctx.clock.now();
  return store.transaction(() => {
    const existing = store.emails.findByAddress(email);
    if (!existing) {
      throw new DomainError('not_found', 'email_not_found', `Email could not be found: no user has ${email}, so there is no password to reset.`);
    }
    issueEmailToken(store, prepared, {
      kind: 'reset_password',
      userId: existing.user_id,
      emailId: existing.email_id,
      email,
      codeChallenge: input.codeChallenge,
      expirationMinutes,
      now,
    });
    const link = linkWithToken(input.resetUrl, 'reset_password', prepared.token);
    const message = resetPasswordMessage({
      locale: input.locale,
      projectName: settings.project_name,
      link,
      loginLink: linkWithToken(input.loginUrl, 'login', prepared.token),
      expirationMinutes,
    });
    deliverMessage(ctx, {
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
}

/**
 * Sets a new password with a reset token: checks the token (and PKCE), then the password's
 * strength (a refused password leaves the token usable), verifies the email, lifts any password
 * lock and logs the user in.
 */
export async function resetPasswordByEmail(
  ctx: EmulatorContext,
  input: { token: string; password: string; codeVerifier: unknown; session: SessionRequest },
): Promise<LoggedIn<null>> {
  const { store } = ctx;
  const hash = await emailTokenHash(input.token);
  return authenticateAndGrantSession(ctx, input.session, async (now) => {
    const found = findUsableToken(store, hash, 'reset_password', now);
    if ('error' in found) throw found.error;
    const pkce = await pkceError(found.token.code_challenge, input.codeVerifier);
    if (pkce) throw pkce;
    await assertAcceptablePassword(input.password, found.token.email, ctx.settings);
    const passwordHash = await hashPassword(input.password, ctx.passwordHashing);
    return () => {
      const usable = findUsableToken(store, hash, 'reset_password', now);
      if ('error' in usable) throw usable.error;
      const { token } = usable;
      store.emailTokens.markUsed(token.token_id, now);
      setPassword(store, token.user_id, passwordHash, now);
      if (token.email_id !== null) store.emails.markVerified(token.email_id);
      unlock(store, token.user_id, now);
      return passwordLogin(token.user_id, now, null);
    };
  });
}

/** Changes the password given the current one (which must not be flagged for a reset). */
export function resetExistingPassword(
  ctx: EmulatorContext,
  input: { email: string; existingPassword: string; newPassword: string; session: SessionRequest },
): Promise<LoggedIn<null>> {
  const { store } = ctx;
  return authenticateAndGrantSession(ctx, input.session, async (now) => {
    const { userId } = await checkCredentials(ctx, input.email, input.existingPassword, now);
    await assertAcceptablePassword(input.newPassword, input.email, ctx.settings);
    const hash = await hashPassword(input.newPassword, ctx.passwordHashing);
    return () => {
      setPassword(store, userId, hash, now);
      return passwordLogin(userId, now, null);
    };
  });
}

/**
 * Sets the logged-in user's password. The session must have authenticated a factor within the
 * last five minutes. The result carries the user (the route answers it as `__user`, protocol §2.4).
 */
export async function resetPasswordBySession(
  ctx: EmulatorContext,
  input: { password: string; session: SessionRequest },
): Promise<LoggedIn<{ userId: string }> & { user: ReturnType<typeof loadUserJson> }> {
  const { store } = ctx;
  const loggedIn = await authenticateAndGrantSession(ctx, input.session, async (now) => {
    const current = await requireCallerSession(store, input.session.sessionToken, now);
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
    await assertAcceptablePassword(input.password, store.emails.listForUser(userId)[0]?.email, ctx.settings);
    const hash = await hashPassword(input.password, ctx.passwordHashing);
    return () => {
      requireMultiFactorSession(store, current.session, now);
      setPassword(store, userId, hash, now);
      return passwordLogin(userId, now, { userId });
    };
  });
  return { ...loggedIn, user: loadUserJson(store, loggedIn.result.userId) };
}
