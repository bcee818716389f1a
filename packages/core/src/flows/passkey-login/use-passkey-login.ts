import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AuthenticateResult } from '../../client';
import { doneCallback, flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import { createPasskeyLoginActors } from './passkey-login.actors';
import { passkeyLoginMachine } from './passkey-login.machine';
import { selectPasskeyLoginView, type PasskeyLoginView } from './passkey-login.selectors';
import type { PasskeyLoginInput, PasskeyLoginOutput } from './passkey-login.types';

export type PasskeyLoginActorRef = ActorRefFrom<typeof passkeyLoginMachine>;

export type UsePasskeyLoginOptions =
  | { actorRef: PasskeyLoginActorRef }
  | (PasskeyLoginInput &
      StandaloneFlowOptions & {
        actorRef?: never;
        /** The passkey was accepted: the login's outcome (`kind: 'authenticated'`, its `result`). */
        onDone?(output: PasskeyLoginOutput): void;
        /** @deprecated Use onDone (`onDone: ({ result }) => …`); removed in 0.3. Called with the result, as before. */
        onSuccess?(result: AuthenticateResult): void;
      });

export interface UsePasskeyLoginResult extends PasskeyLoginView {
  /** 'Login with a Passkey': the browser's passkey prompt. */
  login(): void;
  /** Call when the form that carries the autofill field is submitted, and when it is back. */
  pauseAutofill(): void;
  resumeAutofill(): void;
  actorRef: PasskeyLoginActorRef;
}

/**
 * Passkey login: standalone (`usePasskeyLogin({ autofillField: true, onDone })` next to your
 * own email field) or attached to the login widget's `passkey` child.
 */
export function usePasskeyLogin(options: UsePasskeyLoginOptions): UsePasskeyLoginResult {
  const attached = options.actorRef;
  const actorRef = useFlow(
    'usePasskeyLogin',
    options,
    (client, bound) => passkeyLoginMachine.provide({ actors: createPasskeyLoginActors(client, bound), actions: bound.effects }),
    () => {
      const { onDone: _onDone, onSuccess: _onSuccess, ...input } = flowInput(options as Exclude<UsePasskeyLoginOptions, { actorRef: PasskeyLoginActorRef }>);
      return input;
    },
  );
  useFlowDone<PasskeyLoginOutput>(actorRef, attached ? undefined : doneCallback(options.onDone, options.onSuccess));
  const view = useSelector(actorRef, selectPasskeyLoginView, shallowEqual);
  const commands = useMemo(
    () => ({
      login: () => actorRef.send({ type: 'passkey.login' }),
      pauseAutofill: () => actorRef.send({ type: 'autofill.pause' }),
      resumeAutofill: () => actorRef.send({ type: 'autofill.resume' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
