/**
 * Email magic links (protocol §2.3): sending a link to the right user and logging in with its
 * token (or with a password reset token). The route reads the request; these use cases do the rest.
 */
import type { EmulatorContext } from '../context';
import { requireMultiFactorSession } from '../domain/caller-session';
import { createUserWithContact, markVerified, type ContactMethod } from '../domain/contact';
import { emailTokenHash, findUsableToken, issueEmailToken, prepareEmailToken, type NewEmailToken } from '../domain/email-links';
import { DomainError } from '../domain/errors';
import { countRefusal, requireUnlocked } from '../domain/lockout';
import { pkceError } from '../domain/pkce';
import { newId } from '../domain/random';
import { MAGIC_LINK_SEND_INTERVAL_MS, takeSendSlot } from '../domain/rate-limits';
import { LOGIN_MAGIC_LINK_URL, linkWithToken, resolveRedirectUrl, SIGNUP_MAGIC_LINK_URL } from '../domain/redirect-urls';
import { callerToken, liveCallerSession, userUnauthenticated } from '../domain/sessions';
import { newFactor } from '../domain/views';
import { magicLinkMessage, type MessageLocale } from '../outbox/templates';
import type { AuthenticationFactor, EmailRecord, Store } from '../store';
import { authenticateAndGrantSession, type LoggedIn, type SessionRequest } from './authenticate';
import { deliverMessage } from './outbox';

/** A magic-link send's fields, read and checked by the route. */
export interface SendOptions {
  email: string;
  loginMagicLinkUrl: unknown;
  signupMagicLinkUrl: unknown;
  loginExpirationMinutes: number;
  signupExpirationMinutes: number;
  locale: MessageLocale;
  codeChallenge: string | null;
}

export interface Recipient {
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
  deliverMessage(ctx, {
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

/** Prepares the token, then picks the recipient and sends the link in one transaction. */
async function send<T extends Recipient>(ctx: EmulatorContext, options: SendOptions, resolve: (store: Store, now: number) => T): Promise<T> {
  const { store } = ctx;
  const prepared = await prepareEmailToken();
  const now = ctx.clock.now();
  return store.transaction(() => {
    const to = resolve(store, now);
    sendMagicLink(ctx, prepared, options, to, now);
    return to;
  });
}

/** Signs up (user active, email unverified) or logs in; sign-up links go to the sign-up URL. */
export const loginOrCreateMagicLink = (ctx: EmulatorContext, options: SendOptions): Promise<Recipient & { userCreated: boolean }> =>
  send(ctx, options, (store, now) => {
    const existing = store.emails.findByAddress(options.email);
    const to = existing ? existingRecipient(existing) : newUserRecipient(createUserWithContact(store, 'email', options.email, now));
    return { ...to, userCreated: !existing };
  });

/** Existing users only. */
export const sendPrimaryMagicLink = (ctx: EmulatorContext, options: SendOptions): Promise<Recipient> =>
  send(ctx, options, (store) => {
    const existing = store.emails.findByAddress(options.email);
    if (!existing) throw emailNotFound(options.email);
    return existingRecipient(existing);
  });

/**
 * For the logged-in user: to one of their addresses, or to a new one, which authenticating the
 * link adds to them. An address of another user is refused. Adding one is a sensitive action: it
 * needs a multi-factor session once the user could complete MFA.
 */
export async function sendSecondaryMagicLink(ctx: EmulatorContext, options: SendOptions, sessionToken: string | null): Promise<Recipient> {
  const caller = await callerToken(sessionToken);
  return send(ctx, options, (store, now) => {
    const current = liveCallerSession(store, caller, now);
    if (!current) throw userUnauthenticated();
    const existing = store.emails.findByAddress(options.email);
    if (existing && existing.user_id !== current.session.user_id) throw duplicateEmail();
    if (!existing) requireMultiFactorSession(store, current.session, now);
    return existing ? existingRecipient(existing) : { userId: current.session.user_id, emailId: null, signup: false };
  });
}

/**
 * Logs in with a magic-link token, or with a password reset token (the reset screen's "Login
 * without a password", protocol §5). Verifies the email, consumes the token and grants the
 * session; `methodId` is the email's id.
 */
export async function authenticateMagicLink(
  ctx: EmulatorContext,
  input: { token: string; codeVerifier: unknown; session: SessionRequest },
): Promise<LoggedIn<{ methodId: string }>> {
  const { store } = ctx;
  const hash = await emailTokenHash(input.token);
  return authenticateAndGrantSession(ctx, input.session, async (now) => {
    const found = findUsableToken(store, hash, 'magic_link', now);
    if ('error' in found) {
      // A link that names its user (spent, expired, or outdated by a password change) is a failed
      // login of that user: it counts toward their lock, as every method's failures do at Stytch
      // (domain/lockout.ts). An unknown token names no one, so it counts for no one.
      throw countRefusal(ctx, store.emailTokens.findByHash(hash)?.user_id, now, found.error);
    }
    requireUnlocked(store, found.token.user_id, now);
    const pkce = await pkceError(found.token.code_challenge, input.codeVerifier);
    if (pkce) throw pkce;
    return () => {
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
      return { userId: token.user_id, factor: magicLinkFactor(method, now), result: { methodId: emailId } };
    };
  });
}
