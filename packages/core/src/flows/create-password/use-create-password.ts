import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { createCreatePasswordActors } from './create-password.actors';
import { createPasswordMachine, type CreatePasswordInput, type CreatePasswordOutput } from './create-password.machine';
import { selectCreatePasswordView, type CreatePasswordView } from './create-password.selectors';

export type CreatePasswordActorRef = ActorRefFrom<typeof createPasswordMachine>;

export type UseCreatePasswordOptions =
  | { actorRef: CreatePasswordActorRef }
  | (CreatePasswordInput & StandaloneFlowOptions & { actorRef?: never; onDone?(output: CreatePasswordOutput): void });

export interface UseCreatePasswordResult extends CreatePasswordView {
  /** 'Create a password instead': emails a link to set one. */
  createPassword(): void;
  actorRef: CreatePasswordActorRef;
}

/** 'Create a password instead', standalone or attached to the login widget's `createPassword` child. */
export function useCreatePassword(options: UseCreatePasswordOptions): UseCreatePasswordResult {
  const attached = options.actorRef;
  const actorRef = useFlow(
    'useCreatePassword',
    options,
    (client, bound) => createPasswordMachine.provide({ actors: createCreatePasswordActors(client, bound), actions: bound.effects }),
    () => {
      const { onDone: _onDone, ...input } = flowInput(options as Exclude<UseCreatePasswordOptions, { actorRef: CreatePasswordActorRef }>);
      return input;
    },
  );
  useFlowDone<CreatePasswordOutput>(actorRef, attached ? undefined : options.onDone);
  const view = useSelector(actorRef, selectCreatePasswordView, shallowEqual);
  const commands = useMemo(() => ({ createPassword: () => actorRef.send({ type: 'password.create' }) }), [actorRef]);
  return { ...view, ...commands, actorRef };
}
