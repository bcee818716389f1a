import type { AuthClient, AuthenticateResult, OtpAuthenticateRequest } from '../../client';
import { resendCodeWith } from '../resend-code';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import { createSendCodeActor, sendOtpCode, type SendCodeRequest } from '../shared/senders';

/** The OTP flow's ports, bound to a client: what `otpMachine.provide({ actors })` needs. */
export function createOtpActors(client: AuthClient, options: FlowActorOptions = {}) {
  const sendCode = createSendCodeActor(client, options.requestTimeoutMs);
  const verifyCode = fromRequest<AuthenticateResult, OtpAuthenticateRequest>(
    (input, signal) => client.otps.authenticate(input, { signal }),
    options.requestTimeoutMs,
  );
  const resendCode = resendCodeWith<SendCodeRequest>((request, signal) => sendOtpCode(client, request, signal), options);
  return { sendCode, verifyCode, resendCode };
}
