import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MfaActorRef } from '../mfa/use-mfa';
import type { stepUpMachine } from './step-up.machine';

export type StepUpActorRef = ActorRefFrom<typeof stepUpMachine>;

/**
 * The second factor's flow of a step-up while it asks (its `mfa` child), for the MFA
 * screens: the roots' hooks give it as `mfaRef`.
 */
export function useStepUpMfa(stepUpRef: StepUpActorRef | undefined): MfaActorRef | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!stepUpRef) return () => {};
      const subscription = stepUpRef.subscribe({ next: onChange, error: onChange, complete: onChange });
      return () => subscription.unsubscribe();
    },
    [stepUpRef],
  );
  const read = () => stepUpRef?.getSnapshot().children.mfa as MfaActorRef | undefined;
  return useSyncExternalStore(subscribe, read, read);
}

// Deprecated names (issue 40: the flow is `mfa`).
/** @deprecated Use useStepUpMfa; removed in 0.3. */
export const useStepUpSecondFactor = useStepUpMfa;
