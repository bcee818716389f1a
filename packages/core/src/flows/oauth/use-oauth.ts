import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { OAuthProvider } from '../../config';
import { flowInput, useFlow, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { createOAuthActors } from './oauth.actors';
import { oauthMachine, type OAuthInput } from './oauth.machine';
import { selectOAuthView, type OAuthView } from './oauth.selectors';

export type OAuthActorRef = ActorRefFrom<typeof oauthMachine>;

export type UseOAuthOptions = { actorRef: OAuthActorRef } | (OAuthInput & StandaloneFlowOptions & { actorRef?: never });

export interface UseOAuthResult extends OAuthView {
  /** Sends the browser to the provider's sign-in. */
  start(provider: OAuthProvider): void;
  actorRef: OAuthActorRef;
}

/**
 * Social sign-in buttons: standalone (`useOAuth({ providers, loginRedirectUrl })` behind your
 * own buttons) or attached to the login widget's `oauth` child.
 */
export function useOAuth(options: UseOAuthOptions): UseOAuthResult {
  const actorRef = useFlow(
    'useOAuth',
    options,
    (client, bound) => oauthMachine.provide({ actors: createOAuthActors(client, bound), actions: bound.effects }),
    () => flowInput(options as Exclude<UseOAuthOptions, { actorRef: OAuthActorRef }>),
  );
  const view = useSelector(actorRef, selectOAuthView, shallowEqual);
  const commands = useMemo(() => ({ start: (provider: OAuthProvider) => actorRef.send({ type: 'oauth.start', provider }) }), [actorRef]);
  return { ...view, ...commands, actorRef };
}
