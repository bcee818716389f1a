import type { AuthClient } from '../../client';
import { call, sent } from './call';
import type { AdapterContext } from './context';
import { mapAuthenticate } from './mapping';

/** `otps`: codes by email, SMS and WhatsApp, the signed-in user's sends, and their check. */
export function createOtps({ stytch, loginCall }: AdapterContext): AuthClient['otps'] {
  /** `otps.email.send` / `otps.sms.send` for the signed-in user (`send/secondary`): the step-up's sends too. */
  const sendEmail: AuthClient['otps']['email']['send'] = (request, options) =>
    call(options, () =>
      stytch.otps.email.send(request.email, {
        expiration_minutes: request.expirationMinutes,
        ...(request.locale !== undefined && { locale: request.locale }),
      }),
    ).then(sent);
  const sendSms: AuthClient['otps']['sms']['send'] = (request, options) =>
    call(options, () =>
      stytch.otps.sms.send(request.phoneNumber, {
        expiration_minutes: request.expirationMinutes,
        ...(request.locale !== undefined && { locale: request.locale }),
      }),
    ).then(sent);
  const phoneOtp =
    (channel: 'sms' | 'whatsapp'): AuthClient['otps']['sms']['loginOrCreate'] =>
    (request, options) =>
      call(options, () =>
        stytch.otps[channel].loginOrCreate(request.phoneNumber, {
          expiration_minutes: request.expirationMinutes,
          ...(request.locale !== undefined && { locale: request.locale }),
        }),
      ).then(sent);
  return {
    email: {
      loginOrCreate: (request, options) =>
        call(options, () =>
          stytch.otps.email.loginOrCreate(request.email, {
            expiration_minutes: request.expirationMinutes,
            ...(request.loginTemplateId !== undefined && { login_template_id: request.loginTemplateId }),
            ...(request.signupTemplateId !== undefined && { signup_template_id: request.signupTemplateId }),
            ...(request.locale !== undefined && { locale: request.locale }),
          }),
        ).then(sent),
      send: sendEmail,
    },
    sms: { loginOrCreate: phoneOtp('sms'), send: sendSms },
    whatsapp: { loginOrCreate: phoneOtp('whatsapp') },
    authenticate: (request, options) =>
      loginCall(options, () =>
        stytch.otps.authenticate(request.code, request.methodId, {
          session_duration_minutes: request.sessionDurationMinutes,
        }),
      ).then(mapAuthenticate),
    stepUp: { sms: sendSms, email: sendEmail },
  };
}
