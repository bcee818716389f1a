import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { createPasswordlessActors } from './passwordless.actors';
import { passwordlessMachine, type PasswordlessInput, type PasswordlessOutput } from './passwordless.machine';
import { selectPasswordlessView, type PasswordlessView } from './passwordless.selectors';

export type PasswordlessActorRef = ActorRefFrom<typeof passwordlessMachine>;

export type UsePasswordlessOptions =
  | { actorRef: PasswordlessActorRef }
  | (PasswordlessInput & StandaloneFlowOptions & { actorRef?: never; onDone?(output: PasswordlessOutput): void });

export interface UsePasswordlessResult extends PasswordlessView {
  actorRef: PasswordlessActorRef;
}

/** A passwordless user's login code or link (or set-a-password email), sent on arrival. */
export function usePasswordless(options: UsePasswordlessOptions): UsePasswordlessResult {
  const attached = options.actorRef;
  const actorRef = useFlow(
    'usePasswordless',
    options,
    (client, bound) => passwordlessMachine.provide({ actors: createPasswordlessActors(client, bound), actions: bound.effects }),
    () => {
      const { onDone: _onDone, ...input } = flowInput(options as Exclude<UsePasswordlessOptions, { actorRef: PasswordlessActorRef }>);
      return input;
    },
  );
  useFlowDone<PasswordlessOutput>(actorRef, attached ? undefined : options.onDone);
  const view = useSelector(actorRef, selectPasswordlessView, shallowEqual);
  return { ...view, actorRef };
}
