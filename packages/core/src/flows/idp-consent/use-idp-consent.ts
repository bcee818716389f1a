import { shallowEqual, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { MfaActorRef } from '../mfa/use-mfa';
import { readIdpParams } from '../shared/idp-params';
import { useStepUpMfa } from '../step-up/use-step-up';
import { createIdpConsentActors } from './idp-consent.actors';
import { idpConsentMachine, type IdpConsentInput, type IdpConsentOutput, type IdpConsentParams } from './idp-consent.machine';
import { selectIdpConsentView, type IdpConsentView } from './idp-consent.selectors';

export type IdpConsentActorRef = ActorRefFrom<typeof idpConsentMachine>;

export type UseIdpConsentOptions =
  | { actorRef: IdpConsentActorRef; onDone?(output: IdpConsentOutput): void }
  | (Omit<IdpConsentInput, 'params'> &
      StandaloneFlowOptions & {
        actorRef?: never;
        /** The authorize parameters; by default `readIdpParams(window.location.search)`. */
        params?: IdpConsentParams;
        /** Where navigation goes (default `window.location.assign`); tests and stories record it. */
        onRedirect?(url: string): void;
        onDone?(output: IdpConsentOutput): void;
      });

export interface UseIdpConsentResult extends IdpConsentView {
  actorRef: IdpConsentActorRef;
  /** The second factor's flow while `status` is `secondFactor` (mfaOptions). */
  mfaRef: MfaActorRef | undefined;
  /** @deprecated Use mfaRef; removed in 0.3. */
  secondFactorRef: MfaActorRef | undefined;
  /** Grant the requested scopes. */
  allow(): void;
  /** Refuse them: the page shows 'denied' and the client is told (error=access_denied). */
  deny(): void;
}

function paramsFromPage(): IdpConsentParams {
  const params = readIdpParams(typeof window === 'undefined' ? '' : window.location.search);
  if ('missing' in params) return { missing: params.missing };
  // A logout query on the consent page: its client_id is there, its redirect_uri is not.
  return params.mode === 'authorize' ? { request: params.request } : { missing: 'redirect_uri' };
}

/**
 * The identity provider's consent page (spec §2 IDPConsent): `useIdpConsent({ trustedAuthToken,
 * mfaOptions })` reads the authorize parameters, checks the session (stepping up to the host's
 * policy first: `mfaRef`), asks the server, and exposes the consent view with `allow()`
 * and `deny()`. The browser is sent to the server's redirect URI.
 */
export function useIdpConsent(options: UseIdpConsentOptions): UseIdpConsentResult {
  const actorRef = useFlow(
    'useIdpConsent',
    options,
    (client, bound) => {
      const onRedirect =
        (!options.actorRef && options.onRedirect) || ((url: string) => typeof window !== 'undefined' && window.location.assign(url));
      return idpConsentMachine.provide({
        actors: createIdpConsentActors(client, bound),
        actions: { ...bound.effects, redirect: (_, url: string) => onRedirect(url) },
      });
    },
    () => {
      const { onDone: _onDone, onRedirect: _onRedirect, params, ...input } = flowInput(
        options as Exclude<UseIdpConsentOptions, { actorRef: IdpConsentActorRef }>,
      );
      return { ...input, params: params ?? paramsFromPage() };
    },
  );
  useFlowDone<IdpConsentOutput>(actorRef, options.onDone);
  const view = useSelector(actorRef, selectIdpConsentView, shallowEqual);
  const allow = useCallback(() => actorRef.send({ type: 'consent.allow' }), [actorRef]);
  const deny = useCallback(() => actorRef.send({ type: 'consent.deny' }), [actorRef]);
  const stepUpRef = useSelector(actorRef, (snapshot) => snapshot.children.stepUp);
  const mfaRef = useStepUpMfa(stepUpRef);
  return { ...view, actorRef, mfaRef, secondFactorRef: mfaRef, allow, deny };
}
