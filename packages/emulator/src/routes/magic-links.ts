import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { requireMultiFactorSession } from '../domain/caller-session';
import { createUserWithContact, markVerified, normalizeEmail, type ContactMethod } from '../domain/contact';
import {
  emailTokenHash,
  findUsableToken,
  issueEmailToken,
  LINK_EXPIRATION_MINUTES,
  MAGIC_LINK_DEFAULT_MINUTES,
  prepareEmailToken,
  readLinkToken,
  type NewEmailToken,
} from '../domain/email-links';
import { DomainError } from '../domain/errors';
import { countRefusal, requireUnlocked } from '../domain/lockout';
import { newId } from '../domain/random';
import { pkceError, readCodeChallenge } from '../domain/pkce';
import { LOGIN_MAGIC_LINK_URL, linkWithToken, resolveRedirectUrl, SIGNUP_MAGIC_LINK_URL } from '../domain/redirect-urls';
import { MAGIC_LINK_SEND_INTERVAL_MS, takeSendSlot } from '../domain/rate-limits';
import {
  authenticateResponse,
  callerToken,
  grantSession,
  liveCallerSession,
  prepareSessionToken,
  readSessionDuration,
  userUnauthenticated,
} from '../domain/sessions';
import { newFactor } from '../domain/views';
import { optionalInteger, optionalString, readJsonObject, readLocale, type JsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { magicLinkMessage, type MessageLocale } from '../outbox/templates';
import type { AuthenticationFactor, EmailRecord } from '../store';

interface SendOptions {
  email: string;
  loginMagicLinkUrl: unknown;
  signupMagicLinkUrl: unknown;
  loginExpirationMinutes: number;
  signupExpirationMinutes: number;
  locale: MessageLocale;
  codeChallenge: string | null;
}

const expiration = (body: JsonObject, field: 'login_expiration_minutes' | 'signup_expiration_minutes'): number =>
  optionalInteger(body, field, { ...LINK_EXPIRATION_MINUTES, errorType: 'invalid_expiration' }) ??
  MAGIC_LINK_DEFAULT_MINUTES[field === 'login_expiration_minutes' ? 'login' : 'signup'];

/** The fields every magic-link send accepts (protocol §2.3); URLs given are checked right away. */
function readSendOptions(ctx: EmulatorContext, body: JsonObject): SendOptions {
  const email = normalizeEmail(body.email);
  for (const [value, field] of [
    [body.login_magic_link_url, LOGIN_MAGIC_LINK_URL],
    [body.signup_magic_link_url, SIGNUP_MAGIC_LINK_URL],
  ] as const) {
    if (value !== undefined && value !== null) resolveRedirectUrl(ctx.settings, value, field);
  }
  optionalString(body, 'login_template_id');
  optionalString(body, 'signup_template_id');
  return {
    email,
    loginMagicLinkUrl: body.login_magic_link_url,
    signupMagicLinkUrl: body.signup_magic_link_url,
    loginExpirationMinutes: expiration(body, 'login_expiration_minutes'),
    signupExpirationMinutes: expiration(body, 'signup_expiration_minutes'),
    locale: readLocale(body),
    codeChallenge: readCodeChallenge(
      body.code_challenge,
      ctx.settings.pkce_required_for_email_magic_links,
      'pkce_required_for_email_magic_links',
    ),
  };
}

interface Recipient {
  userId: string;
  /** Null for a secondary link to an address the user does not have yet. */
  emailId: string | null;
  /** Sign-up wording, URL and expiry (a new or never verified user), or login. */
  signup: boolean;
}

/** Issues the token and puts the email in the outbox. Synchronous, for use inside a transaction. */
function sendMagicLink(ctx: EmulatorContext, prepared: NewEmailToken, options: SendOptions, to: Recipient, now: number): void {
  const { store, settings } = ctx;
  // One a second per address, as Stytch limits them (domain/rate-limits.ts).
  takeSendSlot(ctx, `magic_link:${options.email}`, MAGIC_LINK_SEND_INTERVAL_MS, now);
  const url = to.signup
    ? resolveRedirectUrl(settings, options.signupMagicLinkUrl, SIGNUP_MAGIC_LINK_URL)
    : resolveRedirectUrl(settings, options.loginMagicLinkUrl, LOGIN_MAGIC_LINK_URL);
  const expirationMinutes = to.signup ? options.signupExpirationMinutes : options.loginExpirationMinutes;
  issueEmailToken(store, prepared, {
    kind: 'magic_link',
    userId: to.userId,
    emailId: to.emailId,
    email: options.email,
    codeChallenge: options.codeChallenge,
    expirationMinutes,
    now,
  });
  const link = linkWithToken(url, 'magic_links', prepared.token);
  const message = magicLinkMessage({
    locale: options.locale,
    projectName: settings.project_name,
    link,
    expirationMinutes,
    signup: to.signup,
  });
  store.outbox.add({
    id: newId('message'),
    channel: 'email',
    from: `no-reply@${settings.email_domains[0]}`,
    to: options.email,
    subject: message.subject,
    body: message.body,
    code: null,
    link,
    created_at: now,
  });
}

const existingRecipient = (email: EmailRecord): Recipient => ({
  userId: email.user_id,
  emailId: email.email_id,
  signup: !email.verified,
});

const newUserRecipient = (method: ContactMethod): Recipient => ({ userId: method.userId, emailId: method.methodId, signup: true });

const emailNotFound = (email: string) =>
  new DomainError(
    'not_found',
    'email_not_found',
    `Email could not be found: no user has ${email}. send/primary only emails existing users; login_or_create also signs up new ones.`,
  );

const duplicateEmail = () => new DomainError('invalid', 'duplicate_email', 'A user with the specified email already exists for this project.');

/** The session factor of a magic-link login. */
function magicLinkFactor(method: ContactMethod, now: number): AuthenticationFactor {
  return newFactor('magic_link', 'email', now, {
    email_factor: { email_id: method.methodId, email_address: method.address },
  });
}

export function magicLinkRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));
  const { store } = ctx;

  /** Signs up (user active, email unverified) or logs in; sign-up links go to the sign-up URL. */
  routes.post('/email/login_or_create', async (c) => {
    const options = readSendOptions(ctx, await readJsonObject(c));
    const prepared = await prepareEmailToken();
    const now = ctx.clock.now();
    const result = store.transaction(() => {
      const existing = store.emails.findByAddress(options.email);
      const to = existing
        ? existingRecipient(existing)
        : newUserRecipient(createUserWithContact(store, 'email', options.email, now));
      sendMagicLink(ctx, prepared, options, to, now);
      return { ...to, userCreated: !existing };
    });
    return ok(c, { user_id: result.userId, email_id: result.emailId, user_created: result.userCreated });
  });

  /** Existing users only. */
  routes.post('/email/send/primary', async (c) => {
    const options = readSendOptions(ctx, await readJsonObject(c));
    const prepared = await prepareEmailToken();
    const now = ctx.clock.now();
    const to = store.transaction(() => {
      const existing = store.emails.findByAddress(options.email);
      if (!existing) throw emailNotFound(options.email);
      const recipient = existingRecipient(existing);
      sendMagicLink(ctx, prepared, options, recipient, now);
      return recipient;
    });
    return ok(c, { user_id: to.userId, email_id: to.emailId });
  });

  /**
   * For the logged-in user: to one of their addresses, or to a new one, which authenticating the
   * link adds to them. An address of another user is refused. Adding one is a sensitive action: it
   * needs a multi-factor session once the user could complete MFA.
   */
  routes.post('/email/send/secondary', async (c) => {
    const options = readSendOptions(ctx, await readJsonObject(c));
    const caller = await callerToken(c.var.client.sessionToken);
    const prepared = await prepareEmailToken();
    const now = ctx.clock.now();
    const to = store.transaction(() => {
      const current = liveCallerSession(store, caller, now);
      if (!current) throw userUnauthenticated();
      const existing = store.emails.findByAddress(options.email);
      if (existing && existing.user_id !== current.session.user_id) throw duplicateEmail();
      if (!existing) requireMultiFactorSession(store, current.session, now);
      const recipient = existing ? existingRecipient(existing) : { userId: current.session.user_id, emailId: null, signup: false };
      sendMagicLink(ctx, prepared, options, recipient, now);
      return recipient;
    });
    return ok(c, { user_id: to.userId, email_id: to.emailId });
  });

  /**
   * Logs in with a magic-link token, or with a password reset token (the reset screen's "Login
   * without a password", protocol §5). Verifies the email and consumes the token.
   */
  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const hash = await emailTokenHash(readLinkToken(body.token));
    const durationMinutes = readSessionDuration(body, ctx.settings);
    const caller = await callerToken(c.var.client.sessionToken);
    const fresh = await prepareSessionToken();
    const now = ctx.clock.now();

    const found = findUsableToken(store, hash, 'magic_link', now);
    if ('error' in found) {
      // A link that names its user (spent, expired, or outdated by a password change) is a failed
      // login of that user: it counts toward their lock, as every method's failures do at Stytch
      // (domain/lockout.ts). An unknown token names no one, so it counts for no one.
      throw countRefusal(ctx, store.emailTokens.findByHash(hash)?.user_id, now, found.error);
    }
    requireUnlocked(store, found.token.user_id, now);
    const pkce = await pkceError(found.token.code_challenge, body.code_verifier);
    if (pkce) throw pkce;

    const { grant, methodId } = store.transaction(() => {
      const usable = findUsableToken(store, hash, 'magic_link', now);
      if ('error' in usable) throw usable.error;
      const token = usable.token;
      let emailId = token.email_id;
      if (emailId === null) {
        const owner = store.emails.findByAddress(token.email);
        if (owner && owner.user_id !== token.user_id) throw duplicateEmail();
        emailId =
          owner?.email_id ??
          store.emails.create({ email_id: newId('email'), user_id: token.user_id, email: token.email, created_at: now }).email_id;
      }
      store.emailTokens.markUsed(token.token_id, now);
      const method: ContactMethod = { kind: 'email', methodId: emailId, userId: token.user_id, address: token.email };
      markVerified(store, method, now);
      const granted = grantSession(store, {
        userId: token.user_id,
        factor: magicLinkFactor(method, now),
        durationMinutes,
        now,
        userAgent: c.req.header('User-Agent') ?? '',
        current: liveCallerSession(store, caller, now),
        fresh,
      });
      return { grant: granted, methodId: emailId };
    });
    return ok(c, { method_id: methodId, ...(await authenticateResponse(ctx, grant, now)), reset_sessions: false });
  });

  return routes;
}
