import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, lastUsedStoreOf, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { AccountSwitchActorRef } from '../account-switch/use-account-switch';
import type { LinkConfirmActorRef } from '../link-confirm/use-link-confirm';
import type { MfaActorRef } from '../mfa/use-mfa';
import { forgetLinkToken } from '../shared/link-token';
import { useStepUpMfa } from '../step-up/use-step-up';
import { createUrlLoginActors } from './url-login.actors';
import { urlLoginMachine, type UrlLoginInput, type UrlLoginOutput } from './url-login.machine';
import { selectUrlLoginView, type UrlLoginView } from './url-login.selectors';

export type UrlLoginActorRef = ActorRefFrom<typeof urlLoginMachine>;

/** Views are equal field by field, `switch`'s two names included (it is a new object each time). */
const sameView = (a: UrlLoginView, b: UrlLoginView) =>
  shallowEqual({ ...a, switch: null }, { ...b, switch: null }) && a.switch?.current === b.switch?.current && a.switch?.next === b.switch?.next;

export type UseUrlLoginOptions =
  | { actorRef: UrlLoginActorRef; onDone?(output: UrlLoginOutput): void }
  | (UrlLoginInput & StandaloneFlowOptions & { actorRef?: never; onDone?(output: UrlLoginOutput): void });

export interface UseUrlLoginResult extends UrlLoginView {
  actorRef: UrlLoginActorRef;
  /** 'Continue signing in' while `status` is `confirming` (`useLinkConfirm`). */
  linkConfirmRef: LinkConfirmActorRef | undefined;
  /** 'Switch accounts?' while `status` is `askingToSwitch` or `switching` (`useAccountSwitch`). */
  accountSwitchRef: AccountSwitchActorRef | undefined;
  /** The second factor's flow while `status` is `secondFactor` (mfaOptions). */
  mfaRef: MfaActorRef | undefined;
  /** @deprecated Use mfaRef; removed in 0.3. */
  secondFactorRef: MfaActorRef | undefined;
  /** When asked 'Continue signing in' (`confirming`): the link is spent. */
  continueSignIn(): void;
  /** When asked (`askingToSwitch`): the link's account becomes the page's. */
  continueAsNew(): void;
  /** When asked: the page stays signed in as it was. */
  stay(): void;
}

/**
 * The redirect page (the `loginRedirectURL` / `signupRedirectURL` of social sign-in, One Tap and
 * magic links): `useUrlLogin({ onDone })` reads the URL's token, takes it out of the address bar,
 * spends it once (asking first when the link did not start in this browser, or is for another
 * account than the page's), and calls `onDone` with the result (or `noToken`).
 */
export function useUrlLogin(options: UseUrlLoginOptions): UseUrlLoginResult {
  const actorRef = useFlow(
    'useUrlLogin',
    options,
    (client, bound) =>
      urlLoginMachine.provide({
        actors: createUrlLoginActors(client, bound),
        actions: { ...bound.effects, forgetLinkToken: () => forgetLinkToken() },
      }),
    () => {
      const standalone = options as Exclude<UseUrlLoginOptions, { actorRef: UrlLoginActorRef }>;
      const { onDone: _onDone, ...input } = flowInput(standalone);
      // The address as the page opened: the token is taken out of it once read.
      const href = input.href ?? (typeof window === 'undefined' ? undefined : window.location.href);
      const linkAddress = input.linkAddress !== undefined ? input.linkAddress : (lastUsedStoreOf(standalone).readLinkAddress?.() ?? null);
      return { ...input, ...(href !== undefined && { href }), linkAddress };
    },
  );
  useFlowDone<UrlLoginOutput>(actorRef, options.onDone);
  const view = useSelector(actorRef, selectUrlLoginView, sameView);
  const linkConfirmRef = useSelector(actorRef, (snapshot) => snapshot.children.linkConfirm) as LinkConfirmActorRef | undefined;
  const accountSwitchRef = useSelector(actorRef, (snapshot) => snapshot.children.accountSwitch) as AccountSwitchActorRef | undefined;
  const stepUpRef = useSelector(actorRef, (snapshot) => snapshot.children.stepUp);
  const mfaRef = useStepUpMfa(stepUpRef);
  const commands = useMemo(
    () => ({
      continueSignIn: () => actorRef.send({ type: 'link.continue' }),
      continueAsNew: () => actorRef.send({ type: 'switch.continue' }),
      stay: () => actorRef.send({ type: 'switch.stay' }),
    }),
    [actorRef],
  );
  return { ...view, actorRef, linkConfirmRef, accountSwitchRef, mfaRef, secondFactorRef: mfaRef, ...commands };
}
