import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OtpActorRef } from '../otp/use-otp';
import type { mfaMachine } from './mfa.machine';
import { selectMfaView, type MfaView } from './mfa.selectors';

export type MfaActorRef = ActorRefFrom<typeof mfaMachine>;

export interface UseMfaResult extends MfaView {
  /** The authenticator app's 6-digit code (entry, or confirming a new app); ignored unless complete. */
  submitCode(code: string): void;
  submitRecoveryCode(code: string): void;
  /** 'Use a recovery code'. */
  useRecoveryCode(): void;
  /** 'Text me a code instead'. */
  textInstead(): void;
  /** Back to the authenticator app's code. */
  useApp(): void;
  /** After a recovery code: a new authenticator app, and with it new recovery codes. */
  renewCodes(): void;
  /** After a recovery code: go on with the codes left. */
  keepCodes(): void;
  /** 'I have saved these codes'. */
  codesSaved(): void;
  /** A phone number to add (E.164). */
  submitPhone(phoneNumber: string): void;
  /** Back to the phone number while adding one. */
  changePhone(): void;
  /** Retries creating the authenticator app. */
  retry(): void;
  /** The texted code's OTP flow while `screen` is `smsEntry` (its resend and countdown). */
  smsRef: OtpActorRef | undefined;
  /** The emailed code's OTP flow while `screen` is `emailEntry` (a sensitive change's step-up). */
  emailRef: OtpActorRef | undefined;
  actorRef: MfaActorRef;
}

/** The MFA screens' flow (attached to the login's `mfa` child, a step-up's, or a mode's: `mfaRef`). */
export function useMfa({ actorRef }: { actorRef: MfaActorRef }): UseMfaResult {
  const view = useSelector(actorRef, selectMfaView, shallowEqual);
  const smsRef = useSelector(actorRef, (snapshot) => snapshot.children.sms) as OtpActorRef | undefined;
  const emailRef = useSelector(actorRef, (snapshot) => snapshot.children.email) as OtpActorRef | undefined;
  const commands = useMemo(
    () => ({
      submitCode: (code: string) => actorRef.send({ type: 'code.submit', code }),
      submitRecoveryCode: (code: string) => actorRef.send({ type: 'recovery.submit', code }),
      useRecoveryCode: () => actorRef.send({ type: 'method.recovery' }),
      textInstead: () => actorRef.send({ type: 'method.sms' }),
      useApp: () => actorRef.send({ type: 'method.totp' }),
      renewCodes: () => actorRef.send({ type: 'codes.renew' }),
      keepCodes: () => actorRef.send({ type: 'codes.keep' }),
      codesSaved: () => actorRef.send({ type: 'codes.saved' }),
      submitPhone: (phoneNumber: string) => actorRef.send({ type: 'phone.submit', phoneNumber }),
      changePhone: () => actorRef.send({ type: 'phone.change' }),
      retry: () => actorRef.send({ type: 'request.retry' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, smsRef, emailRef, actorRef };
}

// Deprecated names (issue 40: the flow is `mfa`; `useSecondFactor` differed from the management
// mode's `useSecondFactors` by one letter).
/** @deprecated Use useMfa; removed in 0.3. */
export const useSecondFactor = useMfa;
/** @deprecated Use MfaActorRef; removed in 0.3. */
export type SecondFactorActorRef = MfaActorRef;
/** @deprecated Use UseMfaResult; removed in 0.3. */
export type UseSecondFactorResult = UseMfaResult;
