import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, useLatest, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { createIdpLogoutActors } from './idp-logout.actors';
import { idpLogoutMachine, type IdpLogoutInput, type IdpLogoutOutput } from './idp-logout.machine';
import { selectIdpLogoutView, type IdpLogoutView } from './idp-logout.selectors';

export type IdpLogoutActorRef = ActorRefFrom<typeof idpLogoutMachine>;

export type UseIdpLogoutOptions =
  | { actorRef: IdpLogoutActorRef; onDone?(output: IdpLogoutOutput): void }
  | (IdpLogoutInput &
      StandaloneFlowOptions & {
        actorRef?: never;
        onDone?(output: IdpLogoutOutput): void;
        /** Navigates to the server's `redirect_uri` once logged out (default: `window.location.assign`). */
        onRedirect?(url: string): void;
      });

export interface UseIdpLogoutResult extends IdpLogoutView {
  /** 'Yes': revoke the session and go to the client's post-logout page. */
  confirm(): void;
  /** 'No': stay logged in. */
  decline(): void;
  actorRef: IdpLogoutActorRef;
}

const assignLocation = (url: string) => window.location.assign(url);

/**
 * The identity provider's logout page (spec §4): `useIdpLogout({ params })`, with `params` the
 * logout reading of `readIdpParams(window.location.search)`. Standalone it navigates with
 * `window.location.assign` (or `onRedirect`); attached (`actorRef`), the parent binds `redirect`.
 */
export function useIdpLogout(options: UseIdpLogoutOptions): UseIdpLogoutResult {
  const attached = options.actorRef;
  const onRedirect = attached ? undefined : (options as { onRedirect?(url: string): void }).onRedirect;
  const onRedirectRef = useRef(onRedirect);
  useLatest(onRedirectRef, onRedirect);
  const actorRef = useFlow(
    'useIdpLogout',
    options,
    (client, bound) =>
      idpLogoutMachine.provide({
        actors: createIdpLogoutActors(client, bound),
        actions: { ...bound.effects, redirect: (_, url: string) => (onRedirectRef.current ?? assignLocation)(url) },
      }),
    () => {
      const {
        onDone: _onDone,
        onRedirect: _onRedirect,
        ...input
      } = flowInput(options as Exclude<UseIdpLogoutOptions, { actorRef: IdpLogoutActorRef }>);
      return input;
    },
  );
  useFlowDone<IdpLogoutOutput>(actorRef, options.onDone);
  const view = useSelector(actorRef, selectIdpLogoutView, shallowEqual);
  const commands = useMemo(
    () => ({
      confirm: () => actorRef.send({ type: 'idpLogout.confirm' }),
      decline: () => actorRef.send({ type: 'idpLogout.decline' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
