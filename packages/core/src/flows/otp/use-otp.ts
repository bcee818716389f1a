import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AuthenticateResult } from '../../client';
import { doneCallback, flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { CountdownActorRef } from '../countdown/use-countdown';
import type { ResendCodeActorRef } from '../resend-code/use-resend-code';
import { createOtpActors } from './otp.actors';
import { otpMachine } from './otp.machine';
import { selectOtpView, type OtpView } from './otp.selectors';
import type { OtpInput, OtpOutput } from './otp.types';

export type OtpActorRef = ActorRefFrom<typeof otpMachine>;

export type UseOtpOptions =
  | { actorRef: OtpActorRef }
  | (OtpInput &
      StandaloneFlowOptions & {
        actorRef?: never;
        /** The code was accepted: the login's outcome (`kind: 'authenticated'`, its `result`). */
        onDone?(output: OtpOutput): void;
        /** @deprecated Use onDone (`onDone: ({ result }) => …`); removed in 0.3. Called with the result, as before. */
        onSuccess?(result: AuthenticateResult): void;
      });

export interface UseOtpResult extends OtpView {
  /** Submits a code; ignored unless it has 6 digits. */
  submitCode(code: string): void;
  /** Sends a new code (or retries a failed first send). */
  resendCode(): void;
  countdownRef: CountdownActorRef | undefined;
  resendRef: ResendCodeActorRef | undefined;
  actorRef: OtpActorRef;
}

/**
 * The passcode step: standalone (`useOtp({ method: 'email', destination })` sends the code
 * itself) or attached to the login widget's `otp` child.
 */
export function useOtp(options: UseOtpOptions): UseOtpResult {
  const attached = options.actorRef;
  const actorRef = useFlow(
    'useOtp',
    options,
    (client, bound) => otpMachine.provide({ actors: createOtpActors(client, bound), actions: bound.effects }),
    () => {
      const { onDone: _onDone, onSuccess: _onSuccess, ...input } = flowInput(options as Exclude<UseOtpOptions, { actorRef: OtpActorRef }>);
      return input;
    },
  );

  useFlowDone<OtpOutput>(actorRef, attached ? undefined : doneCallback(options.onDone, options.onSuccess));

  const view = useSelector(actorRef, selectOtpView, shallowEqual);
  const countdownRef = useSelector(actorRef, (snapshot) => snapshot.children.countdown);
  const resendRef = useSelector(actorRef, (snapshot) => snapshot.children.resend);
  const commands = useMemo(
    () => ({
      submitCode: (code: string) => actorRef.send({ type: 'code.submit', code }),
      resendCode: () => actorRef.send({ type: 'code.resend' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, countdownRef, resendRef, actorRef };
}

// Deprecated names (issue 23: hooks are `use` + the flow's name, no `Flow` suffix).
/** @deprecated Use useOtp; removed in 0.3. */
export const useOtpFlow = useOtp;
/** @deprecated Use UseOtpOptions; removed in 0.3. */
export type UseOtpFlowOptions = UseOtpOptions;
/** @deprecated Use UseOtpResult; removed in 0.3. */
export type UseOtpFlowResult = UseOtpResult;
