import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
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
  const commands = useMemo(
    () => ({
      create: () => actorRef.send({ type: 'passkey.create' }),
      skip: () => actorRef.send({ type: 'passkey.skip' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
