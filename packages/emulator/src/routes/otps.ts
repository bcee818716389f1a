import { Hono, type Context } from 'hono';
import type { EmulatorContext } from '../context';
import { normalizeEmail, normalizePhoneNumber, requireSmsCountryEnabled } from '../domain/contact';
import { DomainError } from '../domain/errors';
import { OTP_CODE_DIGITS, OTP_EXPIRATION_MINUTES } from '../domain/otp';
import { readSessionDuration } from '../domain/sessions';
import { optionalInteger, optionalString, readJsonObject, readLocale, type JsonObject } from '../http/body';
import { requireClient, type SdkEnv } from '../http/client-auth';
import { ok } from '../http/envelope';
import { sessionRequest } from '../http/session-request';
import type { OtpChannel } from '../store';
import { authenticateOtp, sendOtp, type Recipient, type SendMode, type SendOptions } from '../use-cases/otps';

const CODE_FORMAT = new RegExp(`^\\d{${OTP_CODE_DIGITS}}$`);

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

  const modes: Record<string, SendMode> = { login_or_create: 'login_or_create', 'send/primary': 'primary', 'send/secondary': 'secondary' };
  for (const channel of ['email', 'sms', 'whatsapp'] as const) {
    for (const [path, mode] of Object.entries(modes)) {
      routes.post(`/${channel}/${path}`, async (c) => {
        const body = await readJsonObject(c);
        const address = readAddress(channel, body);
        const options = readSendOptions(body);
        const recipient = await sendOtp(ctx, { channel, address, mode, sessionToken: c.var.client.sessionToken, options });
        return sent(c, channel, recipient, mode === 'login_or_create' ? recipient.signup : undefined);
      });
    }
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
    const session = sessionRequest(c, readSessionDuration(body, ctx.settings));
    const loggedIn = await authenticateOtp(ctx, { token, methodId, session });
    return ok(c, { method_id: methodId, ...loggedIn.session, reset_sessions: false });
  });

  return routes;
}
