import type { AuthClient } from '../../client';
import { createOtpActors, otpMachine } from '../otp';
import { createSensitiveChangeLogic } from '../sensitive-change';
import { createLoadAccountActor } from '../shared/account-section';
import type { FlowActorOptions } from '../shared/request';
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
  return {
    loadAccount: createLoadAccountActor(client, timeout),
    sensitiveChange: createSensitiveChangeLogic<EmailChange>(client, options, (change, signal) =>
      change.kind === 'send' ? sendTo(client, change, signal) : client.user.deleteEmail({ emailId: change.emailId }, { signal }),
    ),
    // The code entered adds the address (Stytch: `otps.authenticate` of a `send/secondary` code);
    // a resend is the signed-in user's code again (`sendKind: 'signedInCode'`).
    code: otpMachine.provide({ actors: createOtpActors(client, options), ...(options.effects && { actions: options.effects }) }),
  };
}
