/**
 * One-time codes by email, SMS and WhatsApp (protocol §2.1): sending a code to the right user and
 * logging in with it. The route reads the request; these use cases do the rest.
 */
import type { EmulatorContext } from '../context';
import { requireMultiFactorSession } from '../domain/caller-session';
import { createUserWithContact, findContactByAddress, findContactMethod, markVerified, type ContactMethod } from '../domain/contact';
import { DomainError } from '../domain/errors';
import { activeLock, lockedError, refuseAttempt } from '../domain/lockout';
import { codeNotFoundError, codeSpentError, OTP_CODE_DIGITS, otpFactor } from '../domain/otp';
import { newId, randomDigits } from '../domain/random';
import { callerToken, liveCallerSession, userUnauthenticated, type CallerToken } from '../domain/sessions';
import { otpMessage, type OtpLocale } from '../outbox/templates';
import type { OtpChannel, Store } from '../store';
import { authenticateAndGrantSession, type LoggedIn, type SessionRequest } from './authenticate';
import { deliverMessage } from './outbox';

const MINUTE_MS = 60_000;

export interface SendOptions {
  expirationMinutes: number;
  locale: OtpLocale;
}

/** Where a code goes, worked out inside the sending transaction. */
export interface Recipient {
  method: ContactMethod;
  /** A new user: the message says "sign-up". */
  signup: boolean;
  /** The caller is adding this address: it joins their user once the code is authenticated. */
  adding: boolean;
}

type ResolveRecipient = (store: Store, now: number) => Recipient;

const contactKind = (channel: OtpChannel): ContactMethod['kind'] => (channel === 'email' ? 'email' : 'phone');

const notFound = (kind: ContactMethod['kind'], address: string) =>
  kind === 'email'
    ? new DomainError('not_found', 'email_not_found', `Email could not be found: no user has ${address}. send/primary only sends to existing users; login_or_create also signs up new ones.`)
    : new DomainError('not_found', 'phone_number_not_found', `Phone number could not be found: no user has ${address}. send/primary only sends to existing users; login_or_create also signs up new ones.`);

const duplicate = (kind: ContactMethod['kind']) =>
  kind === 'email'
    ? new DomainError('invalid', 'duplicate_email', 'A user with the specified email already exists for this project.')
    : new DomainError('invalid', 'duplicate_phone_number', 'A user with the specified phone number already exists for this project.');

/** `login_or_create`: the address's user, or a new active user with the address unverified. */
const loginOrCreateRecipient =
  (kind: ContactMethod['kind'], address: string): ResolveRecipient =>
  (store, now) => {
    const existing = findContactByAddress(store, kind, address);
    return { method: existing ?? createUserWithContact(store, kind, address, now), signup: !existing, adding: false };
  };

/** `send/primary`: existing users only. */
const existingRecipient =
  (kind: ContactMethod['kind'], address: string): ResolveRecipient =>
  (store) => {
    const existing = findContactByAddress(store, kind, address);
    if (!existing) throw notFound(kind, address);
    return { method: existing, signup: false, adding: false };
  };

/**
 * `send/secondary`, for the logged-in user: to one of their own addresses (step-up), or to a new
 * one, which authenticating the code adds to them (as on Stytch). Another user's address is
 * refused. Adding one is a sensitive action: it needs a multi-factor session once the user could
 * complete MFA.
 */
const callerRecipient =
  (kind: ContactMethod['kind'], address: string, caller: CallerToken | null): ResolveRecipient =>
  (store, now) => {
    const current = liveCallerSession(store, caller, now);
    if (!current) throw userUnauthenticated();
    const userId = current.session.user_id;
    const existing = findContactByAddress(store, kind, address);
    if (existing && existing.userId !== userId) throw duplicate(kind);
    if (existing) return { method: existing, signup: false, adding: false };
    requireMultiFactorSession(store, current.session, now);
    const methodId = newId(kind === 'email' ? 'email' : 'phone-number');
    return { method: { kind, methodId, userId, address }, signup: false, adding: true };
  };

/** Replaces any earlier code for the recipient with a fresh one and puts the message in the outbox. */
function sendCode(ctx: EmulatorContext, channel: OtpChannel, address: string, resolve: ResolveRecipient, options: SendOptions) {
  const { store, settings } = ctx;
  const now = ctx.clock.now();
  return store.transaction(() => {
    const recipient = resolve(store, now);
    const { method } = recipient;
    // A locked user still gets codes: the lock refuses them at authenticate (Stytch's user locks are about authenticating).
    const code = randomDigits(OTP_CODE_DIGITS);
    store.otpCodes.issue({
      code_id: newId('otp-code'),
      method_id: method.methodId,
      channel,
      code,
      created_at: now,
      expires_at: now + options.expirationMinutes * MINUTE_MS,
      pending_user_id: recipient.adding ? method.userId : null,
      pending_address: recipient.adding ? address : null,
    });
    const message = otpMessage({
      channel,
      locale: options.locale,
      code,
      projectName: settings.project_name,
      expirationMinutes: options.expirationMinutes,
      signup: recipient.signup,
    });
    deliverMessage(ctx, {
      id: newId('message'),
      channel,
      from: channel === 'email' ? `no-reply@${settings.email_domains[0]}` : null,
      to: address,
      subject: message.subject,
      body: message.body,
      code,
      link: null,
      created_at: now,
    });
    return recipient;
  });
}

/**
 * The method a code was sent to. For an address being added (`send/secondary`), the email or phone
 * number is created on the adding user now, verified by this code; it is refused if someone else
 * took the address meanwhile.
 */
function methodForCode(store: Store, methodId: string, now: number): ContactMethod | undefined {
  const method = findContactMethod(store, methodId);
  if (method) return method;
  const code = store.otpCodes.findActive(methodId, now);
  if (!code?.pending_user_id || code.pending_address === null || !store.users.get(code.pending_user_id)) return undefined;
  return { kind: contactKind(code.channel), methodId, userId: code.pending_user_id, address: code.pending_address };
}

function addPendingContact(store: Store, method: ContactMethod, now: number): void {
  if (findContactByAddress(store, method.kind, method.address)) throw duplicate(method.kind);
  if (method.kind === 'email') {
    store.emails.create({ email_id: method.methodId, user_id: method.userId, email: method.address, created_at: now });
  } else {
    store.phoneNumbers.create({ phone_id: method.methodId, user_id: method.userId, phone_number: method.address, created_at: now });
  }
}

/** Which users a send reaches: `login_or_create` signs up, `primary` existing users, `secondary` the caller. */
export type SendMode = 'login_or_create' | 'primary' | 'secondary';

/** Sends a code to `address` (already normalized and checked) for the user `mode` picks. */
export async function sendOtp(
  ctx: EmulatorContext,
  input: { channel: OtpChannel; address: string; mode: SendMode; sessionToken: string | null; options: SendOptions },
): Promise<Recipient> {
  const kind = contactKind(input.channel);
  const resolve =
    input.mode === 'login_or_create'
      ? loginOrCreateRecipient(kind, input.address)
      : input.mode === 'primary'
        ? existingRecipient(kind, input.address)
        : callerRecipient(kind, input.address, await callerToken(input.sessionToken));
  return sendCode(ctx, input.channel, input.address, resolve, input.options);
}

/**
 * Logs in with a code: verifies the email or phone (adding it to the user who asked for it by
 * `send/secondary`) and grants the session. Wrong codes count toward the user's lock.
 */
export function authenticateOtp(
  ctx: EmulatorContext,
  input: { token: string; methodId: string; session: SessionRequest },
): Promise<LoggedIn<null>> {
  const { store } = ctx;
  const { token, methodId } = input;
  return authenticateAndGrantSession<null>(ctx, input.session, (now) => () => {
    const method = methodForCode(store, methodId, now);
    if (!method) return { error: codeNotFoundError() };
    if (activeLock(store, method.userId, now)) return { error: lockedError() };
    const code = store.otpCodes.findActive(method.methodId, now);
    if (!code || code.code !== token) {
      const refusal = store.otpCodes.findSpent(method.methodId, token, now) ? codeSpentError() : codeNotFoundError();
      return { error: refuseAttempt(ctx, method.userId, now, refusal) };
    }
    if (code.pending_user_id !== null) addPendingContact(store, method, now);
    store.otpCodes.markUsed(code.code_id, now);
    store.lockouts.clearFailures(method.userId);
    markVerified(store, method, now);
    return { userId: method.userId, factor: otpFactor(code.channel, method, now), result: null };
  });
}
