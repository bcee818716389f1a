import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { createUrlLoginActors } from './url-login.actors';
import { urlLoginMachine, type UrlLoginInput, type UrlLoginOutput } from './url-login.machine';
import { selectUrlLoginView, type UrlLoginView } from './url-login.selectors';
import type { SecondFactorActorRef } from '../second-factor/use-second-factor';

export type UrlLoginActorRef = ActorRefFrom<typeof urlLoginMachine>;

/** Views are equal field by field, `switch`'s two names included (it is a new object each time). */
const sameView = (a: UrlLoginView, b: UrlLoginView) =>
  shallowEqual({ ...a, switch: null }, { ...b, switch: null }) && a.switch?.current === b.switch?.current && a.switch?.next === b.switch?.next;

export type UseUrlLoginOptions =
  | { actorRef: UrlLoginActorRef; onDone?(output: UrlLoginOutput): void }
  | (UrlLoginInput & StandaloneFlowOptions & { actorRef?: never; onDone?(output: UrlLoginOutput): void });

export interface UseUrlLoginResult extends UrlLoginView {
  actorRef: UrlLoginActorRef;
  /** The second factor's flow while `status` is `secondFactor` (mfaOptions). */
  secondFactorRef: SecondFactorActorRef | undefined;
  /** When asked (`askingToSwitch`): the link's account becomes the page's. */
  continueAsNew(): void;
  /** When asked: the page stays signed in as it was. */
  stay(): void;
}

/**
 * The redirect page (the `loginRedirectURL` / `signupRedirectURL` of social sign-in, One Tap and
 * magic links): `useUrlLogin({ onDone })` authenticates the URL's token once, removes it from the
 * address bar, and calls `onDone` with the result (or `noToken`).
 */
export function useUrlLogin(options: UseUrlLoginOptions): UseUrlLoginResult {
  const actorRef = useFlow(
    'useUrlLogin',
    options,
    (client, bound) => urlLoginMachine.provide({ actors: createUrlLoginActors(client, bound), actions: bound.effects }),
    () => {
      const { onDone: _onDone, ...input } = flowInput(options as Exclude<UseUrlLoginOptions, { actorRef: UrlLoginActorRef }>);
      // The address as the page opened: the token is removed from it once the call is made.
      const href = input.href ?? (typeof window === 'undefined' ? undefined : window.location.href);
      return { ...input, ...(href !== undefined && { href }) };
    },
  );
  useFlowDone<UrlLoginOutput>(actorRef, options.onDone);
  const view = useSelector(actorRef, selectUrlLoginView, sameView);
  const secondFactorRef = useSelector(actorRef, (snapshot) => snapshot.children.secondFactor) as SecondFactorActorRef | undefined;
  return {
    ...view,
    actorRef,
    secondFactorRef,
    continueAsNew: () => actorRef.send({ type: 'switch.continue' }),
    stay: () => actorRef.send({ type: 'switch.stay' }),
  };
}
