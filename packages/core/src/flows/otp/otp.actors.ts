import { fromPromise } from 'xstate';
import type { AuthClient, AuthenticateResult, OtpAuthenticateRequest } from '../../client';
import { resendCodeWith } from '../resend-code';
import type { FlowEffects } from '../shared/flow-effects';
import { createSendCodeActor, sendOtpCode, type SendCodeRequest } from '../shared/senders';

/** The OTP flow's ports, bound to a client: what `otpMachine.provide({ actors })` needs. */
export function createOtpActors(client: AuthClient, effects?: FlowEffects) {
  const sendCode = createSendCodeActor(client);
  const verifyCode = fromPromise<AuthenticateResult, OtpAuthenticateRequest>(({ input, signal }) =>
    client.otps.authenticate(input, { signal }),
  );
  const resendCode = resendCodeWith<SendCodeRequest>((request, signal) => sendOtpCode(client, request, signal), effects);
  return { sendCode, verifyCode, resendCode };
}
