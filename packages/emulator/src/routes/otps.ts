import { Hono, type Context } from 'hono';
import type { EmulatorContext } from '../context';
import { requireMultiFactorSession } from '../domain/caller-session';
import {
  createUserWithContact,
  findContactByAddress,
  type ContactMethod,
  findContactMethod,
  markVerified,
  normalizeEmail,
  normalizePhoneNumber,
  requireSmsCountryEnabled,
} from '../domain/contact';
import { DomainError } from '../domain/errors';
import { activeLock, lockedError, refuseAttempt } from '../domain/lockout';
import { codeNotFoundError, codeSpentError, OTP_CODE_DIGITS, OTP_EXPIRATION_MINUTES, otpFactor } from '../domain/otp';
import { newId, randomDigits } from '../domain/random';
import {
  authenticateResponse,
  callerToken,
  findLiveSession,
  liveCallerSession,
  grantSession,
  prepareSessionToken,
  readSessionDuration,
  sessionTokenHash,
  userUnauthenticated,
  type CallerToken,
} from '../domain/sessions';
import { optionalInteger, optionalString, readJsonObject, readLocale, type JsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { otpMessage, type OtpLocale } from '../outbox/templates';
import type { OtpChannel, Store } from '../store';

const MINUTE_MS = 60_000;
const CODE_FORMAT = new RegExp(`^\\d{${OTP_CODE_DIGITS}}$`);

interface SendOptions {
  expirationMinutes: number;
  locale: OtpLocale;
}

/**
 * The options every login_or_create accepts. Template ids are type-checked but otherwise unused:
 * the emulator has one built-in message per channel and language.
 */
function readSendOptions(body: JsonObject): SendOptions {
  const expirationMinutes =
    optionalInteger(body, 'expiration_minutes', { ...OTP_EXPIRATION_MINUTES, errorType: 'invalid_expiration_otp' }) ??
    OTP_EXPIRATION_MINUTES.default;
  optionalString(body, 'login_template_id');
  optionalString(body, 'signup_template_id');
  return { expirationMinutes, locale: readLocale(body) };
}

/** Where a code goes, worked out inside the sending transaction. */
interface Recipient {
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
    store.outbox.add({
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

export function otpRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

  /** The address a code goes to; SMS and WhatsApp only to the countries the project sends to. */
  const readAddress = (channel: OtpChannel, body: JsonObject) => {
    if (channel === 'email') return normalizeEmail(body.email);
    const phone = normalizePhoneNumber(body.phone_number);
    requireSmsCountryEnabled(phone, ctx.settings);
    return phone;
  };

  /** The answer names the method both ways, as Stytch does: `method_id` and `email_id` or `phone_id`. */
  const sent = (c: Context<SdkEnv>, channel: OtpChannel, recipient: Recipient, userCreated?: boolean) =>
    ok(c, {
      method_id: recipient.method.methodId,
      [channel === 'email' ? 'email_id' : 'phone_id']: recipient.method.methodId,
      user_id: recipient.method.userId,
      ...(userCreated === undefined ? {} : { user_created: userCreated }),
    });

  for (const channel of ['email', 'sms', 'whatsapp'] as const) {
    const kind = contactKind(channel);
    routes.post(`/${channel}/login_or_create`, async (c) => {
      const body = await readJsonObject(c);
      const address = readAddress(channel, body);
      const recipient = sendCode(ctx, channel, address, loginOrCreateRecipient(kind, address), readSendOptions(body));
      return sent(c, channel, recipient, recipient.signup);
    });
    routes.post(`/${channel}/send/primary`, async (c) => {
      const body = await readJsonObject(c);
      const address = readAddress(channel, body);
      return sent(c, channel, sendCode(ctx, channel, address, existingRecipient(kind, address), readSendOptions(body)));
    });
    routes.post(`/${channel}/send/secondary`, async (c) => {
      const body = await readJsonObject(c);
      const address = readAddress(channel, body);
      const caller = await callerToken(c.var.client.sessionToken);
      return sent(c, channel, sendCode(ctx, channel, address, callerRecipient(kind, address, caller), readSendOptions(body)));
    });
  }

  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const token = body.token;
    if (typeof token !== 'string' || !CODE_FORMAT.test(token)) {
      throw new DomainError('invalid', 'invalid_code', 'Code format is invalid, please try again.');
    }
    const methodId = body.method_id;
    if (typeof methodId !== 'string' || methodId === '') {
      throw new DomainError('invalid', 'invalid_method_id', 'method_id must be the method_id that login_or_create returned.');
    }
    const durationMinutes = readSessionDuration(body, ctx.settings);
    const currentToken = c.var.client.sessionToken;
    const currentHash = currentToken === null ? null : await sessionTokenHash(currentToken);
    const fresh = await prepareSessionToken();
    const now = ctx.clock.now();
    const { store } = ctx;

    // Failures must be recorded even though the request fails, so the outcome is returned, not thrown.
    const outcome = store.transaction(() => {
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
      const current = currentHash === null ? undefined : findLiveSession(store, currentHash, now);
      const grant = grantSession(store, {
        userId: method.userId,
        factor: otpFactor(code.channel, method, now),
        durationMinutes,
        now,
        userAgent: c.req.header('User-Agent') ?? '',
        current: current && currentToken !== null ? { session: current, token: currentToken } : undefined,
        fresh,
      });
      return { grant };
    });
    if ('error' in outcome) throw outcome.error;
    return ok(c, { method_id: methodId, ...(await authenticateResponse(ctx, outcome.grant, now)), reset_sessions: false });
  });

  return routes;
}
