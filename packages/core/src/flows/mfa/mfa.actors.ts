import { isAuthError, type AuthClient, type AuthenticateResult, type OtpSendResult, type TotpEnrolment } from '../../client';
import { createOtpActors, otpMachine } from '../otp';
import { resendCodeWith } from '../resend-code';
import { fromRequest, type FlowActorOptions } from '../shared/request';
import type { SendCodeRequest } from '../shared/senders';

/** A code texted to the signed-in user's phone (`otps.sms.send`, not a login). */
const textCode = (client: AuthClient, request: SendCodeRequest, signal: AbortSignal): Promise<OtpSendResult> =>
  client.otps.stepUp.sms(
    {
      phoneNumber: request.destination,
      expirationMinutes: request.expirationMinutes,
      ...(request.locale !== undefined && { locale: request.locale }),
    },
    { signal },
  );

/** A code emailed to the signed-in user's address (`otps.email.send`, not a login: no sign-up, no templates). */
const emailCode = (client: AuthClient, request: SendCodeRequest, signal: AbortSignal): Promise<OtpSendResult> =>
  client.otps.stepUp.email(
    {
      email: request.destination,
      expirationMinutes: request.expirationMinutes,
      ...(request.locale !== undefined && { locale: request.locale }),
    },
    { signal },
  );

/** The step-up's ports, bound to a client: what `mfaMachine.provide({ actors })` needs. */
export function createMfaActors(client: AuthClient, options: FlowActorOptions = {}) {
  const timeout = options.requestTimeoutMs;
  const { verifyCode } = createOtpActors(client, options);
  /** The OTP flow (resend, countdown) over one way of sending the signed-in user a code. */
  const codeFlow = (send: typeof textCode) =>
    otpMachine.provide({
      actors: {
        sendCode: fromRequest<OtpSendResult, SendCodeRequest>((input, signal) => send(client, input, signal), timeout),
        verifyCode,
        resendCode: resendCodeWith<SendCodeRequest>((request, signal) => send(client, request, signal), options),
      },
      ...(options.effects && { actions: options.effects }),
    });
  return {
    verifyTotp: fromRequest<AuthenticateResult, { code: string; sessionDurationMinutes: number }>(
      (input, signal) => client.totps.authenticate(input, { signal }),
      timeout,
    ),
    recover: fromRequest<AuthenticateResult, { recoveryCode: string; sessionDurationMinutes: number }>(
      (input, signal) => client.totps.recover(input, { signal }),
      timeout,
    ),
    countRecoveryCodes: fromRequest<number | null>(
      (_input, signal) => client.totps.recoveryCodes({ signal }).then((codes) => codes?.recoveryCodes.length ?? null),
      timeout,
    ),
    // New recovery codes come with a new app: the old one goes first (Stytch keeps one app).
    createTotp: fromRequest<TotpEnrolment, { expirationMinutes: number; replacing: string | null }>(async (input, signal) => {
      // A retry after a failed creation finds the old app gone already.
      if (input.replacing) {
        await client.user.deleteTotp({ totpId: input.replacing }, { signal }).catch((error: unknown) => {
          if (!isAuthError(error) || error.type !== 'totp_not_found') throw error;
        });
      }
      return client.totps.create({ expirationMinutes: input.expirationMinutes }, { signal });
    }, timeout),
    smsCode: codeFlow(textCode),
    emailCode: codeFlow(emailCode),
  };
}

// Deprecated names (issue 40: the flow is `mfa`, one name for one feature).
/** @deprecated Use createMfaActors; removed in 0.3. */
export const createSecondFactorActors = createMfaActors;
