import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { SecondFactorActorRef } from '../second-factor/use-second-factor';
import { createPasskeyRegistrationLogic } from './passkey-registration.actors';
import type { PasskeyRegistrationInput, PasskeyRegistrationOutput, passkeyRegistrationMachine } from './passkey-registration.machine';
import { selectPasskeyRegistrationView, type PasskeyRegistrationView } from './passkey-registration.selectors';

export type PasskeyRegistrationActorRef = ActorRefFrom<typeof passkeyRegistrationMachine>;

export type UsePasskeyRegistrationOptions =
  | { actorRef: PasskeyRegistrationActorRef }
  | (PasskeyRegistrationInput & StandaloneFlowOptions & { actorRef?: never; onDone?(output: PasskeyRegistrationOutput): void });

export interface UsePasskeyRegistrationResult extends PasskeyRegistrationView {
  /** 'Create a Passkey'. */
  create(): void;
  /** 'Skip'. */
  skip(): void;
  /** Leaves the step-up: back to 'Create a Passkey'. */
  cancelStepUp(): void;
  /** The step-up flow while `status` is `steppingUp`: its screens are the MFA screens. */
  stepUpRef: SecondFactorActorRef | undefined;
  /** The step-up may be left: not once new recovery codes are shown (the new app is set up by then). */
  canCancelStepUp: boolean;
  actorRef: PasskeyRegistrationActorRef;
}

/**
 * PasskeyRegistrationStart's create-or-skip step: standalone for a signed-in user, or attached
 * to the registration mode's (or the login widget's passkey offer's) `registration` child.
 */
export function usePasskeyRegistration(options: UsePasskeyRegistrationOptions): UsePasskeyRegistrationResult {
  const attached = options.actorRef;
  const actorRef = useFlow(
    'usePasskeyRegistration',
    options,
    (client, bound) => createPasskeyRegistrationLogic(client, bound).provide({ actions: bound.effects }),
    () => {
      const { onDone: _onDone, ...input } = flowInput(
        options as Exclude<UsePasskeyRegistrationOptions, { actorRef: PasskeyRegistrationActorRef }>,
      );
      return input;
    },
  );
  useFlowDone<PasskeyRegistrationOutput>(actorRef, attached ? undefined : options.onDone);
  const view = useSelector(actorRef, selectPasskeyRegistrationView, shallowEqual);
  const stepUpRef = useSelector(actorRef, (snapshot) => snapshot.children.stepUp) as SecondFactorActorRef | undefined;
  const canCancelStepUp = useSelector(stepUpRef, (snapshot) => snapshot?.status === 'active' && !snapshot.matches({ enrolTotp: 'showingCodes' }));
  const commands = useMemo(
    () => ({
      create: () => actorRef.send({ type: 'passkey.create' }),
      skip: () => actorRef.send({ type: 'passkey.skip' }),
      cancelStepUp: () => actorRef.send({ type: 'stepUp.cancel' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, stepUpRef, canCancelStepUp, actorRef };
}
