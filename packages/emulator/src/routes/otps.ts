import { Hono, type Context } from 'hono';
import type { EmulatorContext } from '../context';
import {
  createUserWithContact,
  findContactByAddress,
  findContactMethod,
  markVerified,
  normalizeEmail,
  normalizePhoneNumber,
} from '../domain/contact';
import { activeLock, lockedError, recordFailure } from '../domain/lockout';
import { codeNotFoundError, OTP_CODE_DIGITS, OTP_EXPIRATION_MINUTES, otpFactor, otpLockPolicy } from '../domain/otp';
import { newId, randomDigits } from '../domain/random';
import {
  authenticateResponse,
  findLiveSession,
  grantSession,
  prepareSessionToken,
  SESSION_DURATION_MINUTES,
  sessionTokenHash,
} from '../domain/sessions';
import { optionalInteger, optionalString, readJsonObject, readLocale, type JsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ApiError, ok } from '../http/envelope';
import { otpMessage, type OtpLocale } from '../outbox/templates';
import type { OtpChannel } from '../store';

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

/**
 * Finds or creates the user for an email address or phone number, replaces any earlier code with
 * a fresh one and puts the message in the outbox.
 */
function sendCode(ctx: EmulatorContext, channel: OtpChannel, address: string, options: SendOptions) {
  const { store, settings } = ctx;
  const now = ctx.clock.now();
  const kind = channel === 'email' ? 'email' : 'phone';
  return store.transaction(() => {
    const existing = findContactByAddress(store, kind, address);
    if (existing && activeLock(store, existing.methodId, now)) throw lockedError();
    const method = existing ?? createUserWithContact(store, kind, address, now);
    const code = randomDigits(OTP_CODE_DIGITS);
    store.otpCodes.issue({
      code_id: newId('otp-code'),
      method_id: method.methodId,
      channel,
      code,
      created_at: now,
      expires_at: now + options.expirationMinutes * MINUTE_MS,
    });
    const message = otpMessage({
      channel,
      locale: options.locale,
      code,
      projectName: settings.project_name,
      expirationMinutes: options.expirationMinutes,
      signup: !existing,
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
    return { method, userCreated: !existing };
  });
}

export function otpRoutes(ctx: EmulatorContext): Hono<SdkEnv> {
  const routes = new Hono<SdkEnv>();
  routes.use('*', requireClient(ctx));

  routes.post('/email/login_or_create', async (c) => {
    const body = await readJsonObject(c);
    const email = normalizeEmail(body.email);
    const { method, userCreated } = sendCode(ctx, 'email', email, readSendOptions(body));
    return ok(c, { method_id: method.methodId, email_id: method.methodId, user_id: method.userId, user_created: userCreated });
  });

  const phoneLoginOrCreate = (channel: 'sms' | 'whatsapp') => async (c: Context<SdkEnv>) => {
    const body = await readJsonObject(c);
    const phoneNumber = normalizePhoneNumber(body.phone_number);
    const { method, userCreated } = sendCode(ctx, channel, phoneNumber, readSendOptions(body));
    return ok(c, { method_id: method.methodId, phone_id: method.methodId, user_id: method.userId, user_created: userCreated });
  };
  routes.post('/sms/login_or_create', phoneLoginOrCreate('sms'));
  routes.post('/whatsapp/login_or_create', phoneLoginOrCreate('whatsapp'));

  routes.post('/authenticate', async (c) => {
    const body = await readJsonObject(c);
    const token = body.token;
    if (typeof token !== 'string' || !CODE_FORMAT.test(token)) {
      throw new ApiError(400, 'invalid_code', 'Code format is invalid, please try again.');
    }
    const methodId = body.method_id;
    if (typeof methodId !== 'string' || methodId === '') {
      throw new ApiError(400, 'invalid_method_id', 'method_id must be the method_id that login_or_create returned.');
    }
    const durationMinutes =
      optionalInteger(body, 'session_duration_minutes', {
        ...SESSION_DURATION_MINUTES,
        errorType: 'invalid_session_duration_minutes',
      }) ?? SESSION_DURATION_MINUTES.default;
    const currentToken = c.var.client.sessionToken;
    const currentHash = currentToken === null ? null : await sessionTokenHash(currentToken);
    const fresh = await prepareSessionToken();
    const now = ctx.clock.now();
    const { store } = ctx;

    // Failures must be recorded even though the request fails, so the outcome is returned, not thrown.
    const outcome = store.transaction(() => {
      const method = findContactMethod(store, methodId);
      if (!method) return { error: codeNotFoundError() };
      if (activeLock(store, method.methodId, now)) return { error: lockedError() };
      const code = store.otpCodes.findActive(method.methodId, now);
      if (!code || code.code !== token) {
        return { error: recordFailure(store, otpLockPolicy(ctx.settings), method.methodId, now) ? lockedError() : codeNotFoundError() };
      }
      store.otpCodes.markUsed(code.code_id, now);
      store.lockouts.clearFailures(method.methodId);
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
