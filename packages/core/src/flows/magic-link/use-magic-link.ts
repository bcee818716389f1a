import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { ResendCodeActorRef } from '../resend-code/use-resend-code';
import { createMagicLinkActors } from './magic-link.actors';
import { magicLinkMachine, type MagicLinkInput } from './magic-link.machine';
import { selectMagicLinkView, type MagicLinkView } from './magic-link.selectors';

export type MagicLinkActorRef = ActorRefFrom<typeof magicLinkMachine>;

export type UseMagicLinkOptions =
  | { actorRef: MagicLinkActorRef }
  | (MagicLinkInput & StandaloneFlowOptions & { actorRef?: never });

export interface UseMagicLinkResult extends MagicLinkView {
  /** Sends the link again (or retries a failed first send). */
  resendLink(): void;
  resendRef: ResendCodeActorRef | undefined;
  actorRef: MagicLinkActorRef;
}

/** Email magic links: standalone (`useMagicLink({ email })` sends the link) or attached to the widget's `magicLink` child. */
export function useMagicLink(options: UseMagicLinkOptions): UseMagicLinkResult {
  const actorRef = useFlow(
    'useMagicLink',
    options,
    (client, bound) => magicLinkMachine.provide({ actors: createMagicLinkActors(client, bound), actions: bound.effects }),
    () => flowInput(options as Exclude<UseMagicLinkOptions, { actorRef: MagicLinkActorRef }>),
  );
  const view = useSelector(actorRef, selectMagicLinkView, shallowEqual);
  const resendRef = useSelector(actorRef, (snapshot) => snapshot.children.resend);
  const commands = useMemo(() => ({ resendLink: () => actorRef.send({ type: 'link.resend' }) }), [actorRef]);
  return { ...view, ...commands, resendRef, actorRef };
}

// Deprecated names (issue 23: hooks are `use` + the flow's name, no `Flow` suffix).
/** @deprecated Use useMagicLink; removed in 0.3. */
export const useMagicLinkFlow = useMagicLink;
/** @deprecated Use UseMagicLinkOptions; removed in 0.3. */
export type UseMagicLinkFlowOptions = UseMagicLinkOptions;
/** @deprecated Use UseMagicLinkResult; removed in 0.3. */
export type UseMagicLinkFlowResult = UseMagicLinkResult;
