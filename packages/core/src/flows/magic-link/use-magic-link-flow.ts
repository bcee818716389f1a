import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { ResendCodeActorRef } from '../resend-code/use-resend-code';
import { createMagicLinkActors } from './magic-link.actors';
import { magicLinkMachine, type MagicLinkInput } from './magic-link.machine';
import { selectMagicLinkView, type MagicLinkView } from './magic-link.selectors';

export type MagicLinkActorRef = ActorRefFrom<typeof magicLinkMachine>;

export type UseMagicLinkFlowOptions =
  | { actorRef: MagicLinkActorRef }
  | (MagicLinkInput & StandaloneFlowOptions & { actorRef?: never });

export interface UseMagicLinkFlowResult extends MagicLinkView {
  /** Sends the link again (or retries a failed first send). */
  resendLink(): void;
  resendRef: ResendCodeActorRef | undefined;
  actorRef: MagicLinkActorRef;
}

/** Email magic links: standalone (`useMagicLinkFlow({ email })` sends the link) or attached to the widget's `magicLink` child. */
export function useMagicLinkFlow(options: UseMagicLinkFlowOptions): UseMagicLinkFlowResult {
  const actorRef = useFlow(
    'useMagicLinkFlow',
    options,
    (client, bound) => magicLinkMachine.provide({ actors: createMagicLinkActors(client, bound), actions: bound.effects }),
    () => flowInput(options as Exclude<UseMagicLinkFlowOptions, { actorRef: MagicLinkActorRef }>),
  );
  const view = useSelector(actorRef, selectMagicLinkView, shallowEqual);
  const resendRef = useSelector(actorRef, (snapshot) => snapshot.children.resend);
  const commands = useMemo(() => ({ resendLink: () => actorRef.send({ type: 'link.resend' }) }), [actorRef]);
  return { ...view, ...commands, resendRef, actorRef };
}
