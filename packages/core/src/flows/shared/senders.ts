import type {
  AuthClient,
  MagicLinkRequest,
  OtpMethod,
  OtpSendResult,
  PasswordResetStartRequest,
  SendResult,
} from '../../client';
import type { FlowEffects } from './flow-effects';
import { fromRequest } from './request';

/** Stytch's defaults for a link's lifetime, when the request names none (minutes). */
const LINK_DEFAULT_MINUTES = { login: 60, signup: 7 * 24 * 60, reset: 30 };

/** A link went out to `address`, lasting `minutes`: kept (the `lastUsed` store) for the page it opens to name. */
function rememberLink(effects: Pick<FlowEffects, 'rememberLinkAddress'> | undefined, address: string, minutes: number) {
  effects?.rememberLinkAddress?.(undefined, { address, expiresAt: Date.now() + minutes * 60_000 });
}

/** A one-time passcode to send: by the OTP flow, the login Main form and the password screens. */
export interface SendCodeRequest {
  method: OtpMethod;
  /** An email address, or an E.164 phone number. */
  destination: string;
  expirationMinutes: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}

/**
 * What the config says about every code it sends (expiry, locale; the templates are for emails
 * only): the request minus its method and destination.
 */
export function codeOptions(
  otp: { expirationMinutes: number; loginTemplateId?: string; signupTemplateId?: string; locale?: string },
  method: OtpMethod = 'email',
): Omit<SendCodeRequest, 'method' | 'destination'> {
  const { expirationMinutes, loginTemplateId, signupTemplateId, locale } = otp;
  return {
    expirationMinutes,
    ...(method === 'email' && loginTemplateId !== undefined && { loginTemplateId }),
    ...(method === 'email' && signupTemplateId !== undefined && { signupTemplateId }),
    ...(locale !== undefined && { locale }),
  };
}

export function sendOtpCode(client: AuthClient, request: SendCodeRequest, signal?: AbortSignal): Promise<OtpSendResult> {
  const { method, destination, expirationMinutes, loginTemplateId, signupTemplateId, locale } = request;
  const localeOption = locale !== undefined ? { locale } : {};
  if (method === 'email') {
    return client.otps.email.loginOrCreate(
      {
        email: destination,
        expirationMinutes,
        ...(loginTemplateId !== undefined && { loginTemplateId }),
        ...(signupTemplateId !== undefined && { signupTemplateId }),
        ...localeOption,
      },
      { signal },
    );
  }
  return client.otps[method].loginOrCreate({ phoneNumber: destination, expirationMinutes, ...localeOption }, { signal });
}

/**
 * A code for the signed-in user, not a login (Stytch's `otps.email.send` / `otps.sms.send`, from
 * `send/secondary` with the session): to an address or a number of theirs (the MFA step-up), or
 * to one being added to them (the account's sections). No sign-up, no templates. Stytch's
 * `otps.whatsapp.send` is not in the port: no step-up or section sends by WhatsApp.
 */
export function sendSignedInCode(client: AuthClient, request: SendCodeRequest, signal?: AbortSignal): Promise<OtpSendResult> {
  const { method, destination, expirationMinutes, locale } = request;
  const localeOption = locale !== undefined ? { locale } : {};
  if (method === 'email') return client.otps.email.send({ email: destination, expirationMinutes, ...localeOption }, { signal });
  if (method === 'sms') return client.otps.sms.send({ phoneNumber: destination, expirationMinutes, ...localeOption }, { signal });
  return Promise.reject(new TypeError(`A code to the signed-in user goes by email or SMS, not ${method}.`));
}

/**
 * Ports that send an email (or a text) and nothing else, shared by the flows that offer them;
 * each through the request wrapper (timeout and abort).
 */
export const createSendCodeActor = (client: AuthClient, timeoutMs?: number) =>
  fromRequest<OtpSendResult, SendCodeRequest>((input, signal) => sendOtpCode(client, input, signal), timeoutMs);

/** The port that sends the signed-in user a code (`sendSignedInCode`), as `createSendCodeActor`. */
export const createSendSignedInCodeActor = (client: AuthClient, timeoutMs?: number) =>
  fromRequest<OtpSendResult, SendCodeRequest>((input, signal) => sendSignedInCode(client, input, signal), timeoutMs);

/**
 * Sends a login link; with `effects`, the address is remembered for the link's lifetime (the page
 * it opens names it when it asks 'Continue signing in').
 */
export const sendMagicLink = (client: AuthClient, request: MagicLinkRequest, signal?: AbortSignal, effects?: FlowEffects) =>
  client.magicLinks.email.loginOrCreate(request, { signal }).then((sent) => {
    const minutes = Math.max(request.loginExpirationMinutes ?? LINK_DEFAULT_MINUTES.login, request.signupExpirationMinutes ?? LINK_DEFAULT_MINUTES.signup);
    rememberLink(effects, request.email, minutes);
    return sent;
  });

/** Sends a reset email (its reset link and its login link); with `effects`, the address is remembered as for a login link. */
export const sendPasswordReset = (client: AuthClient, request: PasswordResetStartRequest, signal?: AbortSignal, effects?: FlowEffects) =>
  client.passwords.resetByEmailStart(request, { signal }).then((sent) => {
    const minutes = Math.max(
      request.resetPasswordExpirationMinutes ?? LINK_DEFAULT_MINUTES.reset,
      request.loginExpirationMinutes ?? LINK_DEFAULT_MINUTES.login,
    );
    rememberLink(effects, request.email, minutes);
    return sent;
  });

export const createSendLinkActor = (client: AuthClient, timeoutMs?: number, effects?: FlowEffects) =>
  fromRequest<SendResult, MagicLinkRequest>((input, signal) => sendMagicLink(client, input, signal, effects), timeoutMs);

export const createSendResetActor = (client: AuthClient, timeoutMs?: number, effects?: FlowEffects) =>
  fromRequest<SendResult, PasswordResetStartRequest>((input, signal) => sendPasswordReset(client, input, signal, effects), timeoutMs);
