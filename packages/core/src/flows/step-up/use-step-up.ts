import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SecondFactorActorRef } from '../second-factor/use-second-factor';
import type { stepUpMachine } from './step-up.machine';

export type StepUpActorRef = ActorRefFrom<typeof stepUpMachine>;

/**
 * The second factor's flow of a step-up while it asks (its `secondFactor` child), for the MFA
 * screens: the roots' hooks give it as `secondFactorRef`.
 */
export function useStepUpSecondFactor(stepUpRef: StepUpActorRef | undefined): SecondFactorActorRef | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!stepUpRef) return () => {};
      const subscription = stepUpRef.subscribe({ next: onChange, error: onChange, complete: onChange });
      return () => subscription.unsubscribe();
    },
    [stepUpRef],
  );
  const read = () => stepUpRef?.getSnapshot().children.secondFactor as SecondFactorActorRef | undefined;
  return useSyncExternalStore(subscribe, read, read);
}
