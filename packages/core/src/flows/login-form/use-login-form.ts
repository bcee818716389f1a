import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LoginTab } from '../../config';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { PhoneInputValue } from '../../validation/phone';
import { createLoginFormActors, type LoginFormActorOptions } from './login-form.actors';
import { loginFormMachine } from './login-form.machine';
import { selectLoginFormView, type LoginFormView } from './login-form.selectors';
import type { LoginFormInput, LoginFormOutput, PhoneMethod } from './login-form.types';

export type LoginFormActorRef = ActorRefFrom<typeof loginFormMachine>;

export type UseLoginFormOptions =
  | { actorRef: LoginFormActorRef }
  | (LoginFormInput &
      StandaloneFlowOptions &
      Pick<LoginFormActorOptions, 'loadPhoneParser'> & { actorRef?: never; onDone?(output: LoginFormOutput): void });

export interface UseLoginFormResult extends LoginFormView {
  selectTab(tab: LoginTab): void;
  submitEmail(email: string): void;
  submitPhone(method: PhoneMethod, phone: PhoneInputValue): void;
  actorRef: LoginFormActorRef;
}

/** Main's email/phone form, standalone or attached to the login widget's `form` child. */
export function useLoginForm(options: UseLoginFormOptions): UseLoginFormResult {
  const attached = options.actorRef;
  const actorRef = useFlow(
    'useLoginForm',
    options,
    (client, bound) => {
      const { loadPhoneParser } = options as LoginFormActorOptions;
      return loginFormMachine.provide({
        actors: createLoginFormActors(client, { ...bound, ...(loadPhoneParser && { loadPhoneParser }) }),
        actions: bound.effects,
      });
    },
    () => {
      const { onDone: _onDone, loadPhoneParser: _parser, ...input } = flowInput(
        options as Exclude<UseLoginFormOptions, { actorRef: LoginFormActorRef }>,
      );
      return input;
    },
  );
  useFlowDone<LoginFormOutput>(actorRef, attached ? undefined : options.onDone);
  const view = useSelector(actorRef, selectLoginFormView, shallowEqual);
  const commands = useMemo(
    () => ({
      selectTab: (tab: LoginTab) => actorRef.send({ type: 'tab.select', tab }),
      submitEmail: (email: string) => actorRef.send({ type: 'email.submit', email }),
      submitPhone: (method: PhoneMethod, phone: PhoneInputValue) => actorRef.send({ type: 'phone.submit', method, phone }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
