import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { flowInput, useFlow, useFlowDone, type StandaloneFlowOptions } from '../../react/use-flow-actor';
import type { PasswordStrengthActorRef } from '../password-strength/use-password-strength';
import { createPasswordActors } from './password.actors';
import { passwordMachine } from './password.machine';
import { selectPasswordView, type PasswordView } from './password.selectors';
import type { PasswordInput, PasswordOutput } from './password.types';

export type PasswordActorRef = ActorRefFrom<typeof passwordMachine>;

export type UsePasswordOptions =
  | { actorRef: PasswordActorRef }
  | (PasswordInput & StandaloneFlowOptions & { actorRef?: never; onDone?(output: PasswordOutput): void });

export interface UsePasswordResult extends PasswordView {
  /** Every change of the password field (runs the strength check on the create form). */
  changePassword(password: string): void;
  submitPassword(password: string): void;
  forgotPassword(): void;
  /** Sends the passwordless option: a login code or a login link. */
  sendSecondary(): void;
  strengthRef: PasswordStrengthActorRef | undefined;
  actorRef: PasswordActorRef;
}

/** The password step (create or log in), standalone or attached to the login widget's `password` child. */
export function usePassword(options: UsePasswordOptions): UsePasswordResult {
  const attached = options.actorRef;
  const actorRef = useFlow(
    'usePassword',
    options,
    (client, bound) => passwordMachine.provide({ actors: createPasswordActors(client, bound), actions: bound.effects }),
    () => {
      const { onDone: _onDone, ...input } = flowInput(options as Exclude<UsePasswordOptions, { actorRef: PasswordActorRef }>);
      return input;
    },
  );

  useFlowDone<PasswordOutput>(actorRef, attached ? undefined : options.onDone);

  const view = useSelector(actorRef, selectPasswordView, shallowEqual);
  const strengthRef = useSelector(actorRef, (snapshot) => snapshot.children.strength);
  const commands = useMemo(
    () => ({
      changePassword: (password: string) => actorRef.send({ type: 'password.change', password }),
      submitPassword: (password: string) => actorRef.send({ type: 'password.submit', password }),
      forgotPassword: () => actorRef.send({ type: 'password.forgot' }),
      sendSecondary: () => actorRef.send({ type: 'secondary.send' }),
    }),
    [actorRef],
  );
  return { ...view, ...commands, strengthRef, actorRef };
}

// Deprecated names (issue 23: hooks are `use` + the flow's name, no `Flow` suffix).
/** @deprecated Use usePassword; removed in 0.3. */
export const usePasswordFlow = usePassword;
/** @deprecated Use UsePasswordOptions; removed in 0.3. */
export type UsePasswordFlowOptions = UsePasswordOptions;
/** @deprecated Use UsePasswordResult; removed in 0.3. */
export type UsePasswordFlowResult = UsePasswordResult;
