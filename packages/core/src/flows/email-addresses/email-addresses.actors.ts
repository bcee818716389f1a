import type { AuthClient, AuthenticateResult, OtpAuthenticateRequest, OtpSendResult } from '../../client';
import { otpMachine } from '../otp';
import { resendCodeWith } from '../resend-code';
import { createSensitiveChangeLogic } from '../sensitive-change';
import { createLoadAccountActor } from '../shared/account-section';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import type { SendCodeRequest } from '../shared/senders';
import type { EmailChange } from './email-addresses.types';

/** A code to an address for the signed-in user (`otps.email.send`: `send/secondary`, no sign-up). */
const sendTo = (client: AuthClient, request: { email: string; expirationMinutes: number; locale?: string }, signal: AbortSignal) =>
  client.otps.email.send(
    { email: request.email, expirationMinutes: request.expirationMinutes, ...(request.locale !== undefined && { locale: request.locale }) },
    { signal },
  );

/** The email section's ports, bound to a client. */
export function createEmailAddressesActors(client: AuthClient, options: FlowActorOptions = {}) {
  const timeout = options.requestTimeoutMs;
  const viaSend = (request: SendCodeRequest, signal: AbortSignal) =>
    sendTo(client, { email: request.destination, expirationMinutes: request.expirationMinutes, ...(request.locale !== undefined && { locale: request.locale }) }, signal);
  return {
    loadAccount: createLoadAccountActor(client, timeout),
    sensitiveChange: createSensitiveChangeLogic<EmailChange>(client, options, (change, signal) =>
      change.kind === 'send' ? sendTo(client, change, signal) : client.user.deleteEmail({ emailId: change.emailId }, { signal }),
    ),
    // The code entered adds the address (Stytch: `otps.authenticate` of a `send/secondary` code).
    code: otpMachine.provide({
      actors: {
        sendCode: fromRequest<OtpSendResult, SendCodeRequest>((request, signal) => viaSend(request, signal), timeout),
        verifyCode: fromRequest<AuthenticateResult, OtpAuthenticateRequest>((request, signal) => client.otps.authenticate(request, { signal }), timeout),
        resendCode: resendCodeWith<SendCodeRequest>((request, signal) => viaSend(request, signal), options),
      },
      ...(options.effects && { actions: options.effects }),
    }),
  };
}
