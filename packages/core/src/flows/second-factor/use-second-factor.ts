import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OtpActorRef } from '../otp/use-otp';
import type { secondFactorMachine } from './second-factor.machine';
import { selectSecondFactorView, type SecondFactorView } from './second-factor.selectors';

export type SecondFactorActorRef = ActorRefFrom<typeof secondFactorMachine>;

export interface UseSecondFactorResult extends SecondFactorView {
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
  actorRef: SecondFactorActorRef;
}

/** The login widget's second factor (attached to its `secondFactor` child). */
export function useSecondFactor({ actorRef }: { actorRef: SecondFactorActorRef }): UseSecondFactorResult {
  const view = useSelector(actorRef, selectSecondFactorView, shallowEqual);
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
