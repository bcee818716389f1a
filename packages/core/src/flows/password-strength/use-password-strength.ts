import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { requireAuthClient, useOptionalAuthClient } from '../../react/auth-client-provider';
import { useFlowActor } from '../../react/use-flow-actor';
import { createPasswordStrengthLogic } from './password-strength.actors';
import type { passwordStrengthMachine, PasswordStrengthInput } from './password-strength.machine';
import { selectPasswordStrengthView, type PasswordStrengthView } from './password-strength.selectors';

export type PasswordStrengthActorRef = ActorRefFrom<typeof passwordStrengthMachine>;

export type UsePasswordStrengthOptions = { actorRef: PasswordStrengthActorRef } | (PasswordStrengthInput & { actorRef?: never });

export interface UsePasswordStrengthResult extends PasswordStrengthView {
  /** Call on every change of the password field. */
  setPassword(password: string): void;
  actorRef: PasswordStrengthActorRef;
}

/** The server-side strength check of a new password, standalone or attached to a flow's `strength` child. */
export function usePasswordStrength(options: UsePasswordStrengthOptions = {}): UsePasswordStrengthResult {
  const client = useOptionalAuthClient();
  const actorRef = useFlowActor(
    options.actorRef,
    () => createPasswordStrengthLogic(requireAuthClient(client, 'usePasswordStrength')),
    () => ({ ...(!options.actorRef && options.email !== undefined && { email: options.email }) }),
  );
  const view = useSelector(actorRef, selectPasswordStrengthView, shallowEqual);
  const commands = useMemo(
    () => ({ setPassword: (password: string) => actorRef.send({ type: 'password.change', password }) }),
    [actorRef],
  );
  return { ...view, ...commands, actorRef };
}
