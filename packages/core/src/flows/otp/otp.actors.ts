import { fromPromise } from 'xstate';
import type { AuthClient, AuthenticateResult, OtpAuthenticateRequest, OtpSendResult } from '../../client';
import { resendCodeMachine } from '../resend-code';
import type { FlowEffects } from '../shared/flow-effects';
import type { SendCodeRequest } from './otp.types';

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

/** The OTP flow's ports, bound to a client: what `otpMachine.provide({ actors })` needs. */
export function createOtpActors(client: AuthClient, effects?: FlowEffects) {
  const sendCode = fromPromise<OtpSendResult, SendCodeRequest>(({ input, signal }) =>
    sendOtpCode(client, input, signal),
  );
  const verifyCode = fromPromise<AuthenticateResult, OtpAuthenticateRequest>(({ input, signal }) =>
    client.otps.authenticate(input, { signal }),
  );
  const resendCode = resendCodeMachine.provide({
    actors: { resend: fromPromise(({ input, signal }) => sendOtpCode(client, input as SendCodeRequest, signal)) },
    ...(effects && { actions: effects }),
  });
  return { sendCode, verifyCode, resendCode };
}
