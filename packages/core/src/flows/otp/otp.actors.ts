import type { AuthClient, AuthenticateResult, OtpAuthenticateRequest } from '../../client';
import { resendCodeWith } from '../resend-code';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import { createSendCodeActor, createSendSignedInCodeActor, sendOtpCode, sendSignedInCode } from '../shared/senders';
import type { OtpResendRequest } from './otp.types';

/**
 * The OTP flow's ports, bound to a client: what `otpMachine.provide({ actors })` needs. Both
 * ways of sending are here (a login's code, `sendCode`; the signed-in user's, `sendSignedInCode`):
 * the flow's input (`sendKind`) picks one, for the first send and every resend.
 */
export function createOtpActors(client: AuthClient, options: FlowActorOptions = {}) {
  const sendCode = createSendCodeActor(client, options.requestTimeoutMs);
  const sendSignedInCodeActor = createSendSignedInCodeActor(client, options.requestTimeoutMs);
  const verifyCode = fromRequest<AuthenticateResult, OtpAuthenticateRequest>(
    (input, signal) => client.otps.authenticate(input, { signal }),
    options.requestTimeoutMs,
  );
  const resendCode = resendCodeWith<OtpResendRequest>(
    ({ sendKind, ...request }, signal) => (sendKind === 'signedInCode' ? sendSignedInCode : sendOtpCode)(client, request, signal),
    options,
  );
  return { sendCode, sendSignedInCode: sendSignedInCodeActor, verifyCode, resendCode };
}
