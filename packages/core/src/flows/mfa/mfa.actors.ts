import { isAuthError, type AuthClient, type AuthenticateResult, type TotpEnrolment } from '../../client';
import { createOtpActors, otpMachine } from '../otp';
import { fromRequest, type FlowActorOptions } from '../shared/request';

/** The step-up's ports, bound to a client: what `mfaMachine.provide({ actors })` needs. */
export function createMfaActors(client: AuthClient, options: FlowActorOptions = {}) {
  const timeout = options.requestTimeoutMs;
  // The OTP flow (resend, countdown) for the texted and the emailed code: the machine starts it
  // with `sendKind: 'signedInCode'`, so it sends with `otps.sms.send` / `otps.email.send` for the
  // signed-in user (`send/secondary`), never a login's `loginOrCreate`.
  const codeFlow = otpMachine.provide({
    actors: createOtpActors(client, options),
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
    smsCode: codeFlow,
    emailCode: codeFlow,
  };
}

// Deprecated names (issue 40: the flow is `mfa`, one name for one feature).
/** @deprecated Use createMfaActors; removed in 0.3. */
export const createSecondFactorActors = createMfaActors;
