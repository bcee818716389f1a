import type {
  AuthClient,
  MagicLinkRequest,
  OtpMethod,
  OtpSendResult,
  PasswordResetStartRequest,
  SendResult,
} from '../../client';
import { fromRequest } from './request';

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
 * Ports that send an email (or a text) and nothing else, shared by the flows that offer them;
 * each through the request wrapper (timeout and abort).
 */
export const createSendCodeActor = (client: AuthClient, timeoutMs?: number) =>
  fromRequest<OtpSendResult, SendCodeRequest>((input, signal) => sendOtpCode(client, input, signal), timeoutMs);

export const sendMagicLink = (client: AuthClient, request: MagicLinkRequest, signal?: AbortSignal) =>
  client.magicLinks.email.loginOrCreate(request, { signal });

export const sendPasswordReset = (client: AuthClient, request: PasswordResetStartRequest, signal?: AbortSignal) =>
  client.passwords.resetByEmailStart(request, { signal });

export const createSendLinkActor = (client: AuthClient, timeoutMs?: number) =>
  fromRequest<SendResult, MagicLinkRequest>((input, signal) => sendMagicLink(client, input, signal), timeoutMs);

export const createSendResetActor = (client: AuthClient, timeoutMs?: number) =>
  fromRequest<SendResult, PasswordResetStartRequest>((input, signal) => sendPasswordReset(client, input, signal), timeoutMs);
