import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { createOneTapActors } from './one-tap.actors';
import { oneTapMachine, type OneTapInput } from './one-tap.machine';
import { selectOneTapView, type OneTapView } from './one-tap.selectors';

export type OneTapActorRef = ActorRefFrom<typeof oneTapMachine>;

export type UseOneTapOptions = { actorRef: OneTapActorRef } | (OneTapInput & StandaloneFlowOptions & { actorRef?: never });

export interface UseOneTapResult extends OneTapView {
  actorRef: OneTapActorRef;
}

/**
 * Google One Tap: standalone (`useOneTap({ position: 'floating', cancelOnTapOutside: true })` in
 * any page of the host) or attached to the login widget's `oneTap` child. For the embedded
 * prompt, render `<div id="google-parent-prompt" />` while `embedded` is true.
 */
export function useOneTap(options: UseOneTapOptions): UseOneTapResult {
  const actorRef = useFlow(
    'useOneTap',
    options,
    (client, bound) => oneTapMachine.provide({ actors: createOneTapActors(client, bound), actions: bound.effects }),
    () => flowInput(options as Exclude<UseOneTapOptions, { actorRef: OneTapActorRef }>),
  );
  const view = useSelector(actorRef, selectOneTapView, shallowEqual);
  return { ...view, actorRef };
}
